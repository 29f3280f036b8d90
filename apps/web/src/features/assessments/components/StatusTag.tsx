import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = { pending: 'default', in_progress: 'processing', finished: 'success', expired: 'warning', invited: 'processing', answered: 'success' };

/** An attempt's or an invitation's state. */
export function StatusTag({ status, kind = 'status' }: { status: string; kind?: 'status' | 'observerStatus' }) {
  const { t } = useTranslation('assessment');
  return <Tag color={COLOURS[status]}>{t(`${kind}.${status}`)}</Tag>;
}
