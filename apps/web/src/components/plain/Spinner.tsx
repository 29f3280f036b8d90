import { useTranslation } from 'react-i18next';
import './plain.css';

/**
 * A loading spinner without antd (antd's Spin's look). `aria-busy` and the `plain-spin` class are
 * what the e2e specs wait on, as they wait on `.ant-spin-spinning`.
 */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  const { t } = useTranslation();
  return (
    <span className={`plain-spin plain-spin--${size}`} role="status" aria-busy="true" aria-label={t('request.loading')}>
      <span className="plain-spin__dot" />
      <span className="plain-spin__dot" />
      <span className="plain-spin__dot" />
      <span className="plain-spin__dot" />
    </span>
  );
}
