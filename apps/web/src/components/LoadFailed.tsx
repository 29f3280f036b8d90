import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../lib/forms';

/** A query that failed: why (the server's words, or a plain "could not be loaded") and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={failureText(error) ?? t('common:loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      }
      data-testid="load-failed"
    />
  );
}
