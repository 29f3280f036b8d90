import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from './routes';

/**
 * The 403, 404 and unexpected-error pages, with antd's Result illustrations (≈10 KB gzip): a chunk
 * of its own, loaded only when one of them shows (RouteError.tsx).
 */
export default function StatusResult({ status }: { status: 403 | 404 | 'error' }) {
  const { t } = useTranslation();
  if (status === 403) return <Result status="403" title={t('error.forbidden.title')} subTitle={t('error.forbidden.text')} extra={<HomeButton />} />;
  if (status === 404) return <Result status="404" title={t('error.notFound.title')} subTitle={t('error.notFound.text')} extra={<HomeButton />} />;
  return (
    <Result
      status="error"
      title={t('error.unexpected.title')}
      subTitle={t('error.unexpected.text')}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>,
        <HomeButton key="home" primary={false} />,
      ]}
    />
  );
}

function HomeButton({ primary = true }: { primary?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => navigate(HOME_PATH)}>
      {t('action.backHome')}
    </Button>
  );
}
