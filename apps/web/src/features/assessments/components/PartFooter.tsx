import type { ReactNode } from 'react';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Test ids: `<prefix>-total`, `-total-error`, `-server-error`, `-next` (tr: team roles, cf: conflict handling, bf: personality, cs: communication style). */
  prefix: string;
  /** The live status's id, for the fields it describes. */
  statusId?: string;
  /** `exact` when the part may be saved; `few` or `many` colour the status as not yet. */
  state: 'exact' | 'few' | 'many';
  /** The live status: what the part totals or how much is answered. */
  status: ReactNode;
  /** Shown as an alert once a save was refused on the screen (the part not ready). */
  error: string | null;
  /** The server's message, when it refused the part. */
  serverError?: string | null;
  busy: boolean;
  last: boolean;
  onBack?: () => void;
  onNext: () => void;
}

/** The foot of a test part (team roles, conflict handling, personality, communication style), kept in view: the live status, why a save was refused, back, and save (or submit on the last part). */
export function PartFooter({ prefix, statusId, state, status, error, serverError, busy, last, onBack, onNext }: Props) {
  const { t } = useTranslation('assessment');
  return (
    <div className="tr-part__footer">
      <div id={statusId} role="status" aria-live="polite" className={`tr-total tr-total--${state}`} data-testid={`${prefix}-total`} data-state={state}>
        {status}
      </div>
      {error && <Alert type="error" showIcon role="alert" title={error} data-testid={`${prefix}-total-error`} />}
      {serverError && <Alert type="error" showIcon title={serverError} data-testid={`${prefix}-server-error`} />}
      <Space wrap>
        {onBack && (
          <Button onClick={onBack} disabled={busy}>
            {t('test.prev')}
          </Button>
        )}
        <Button type="primary" loading={busy} onClick={onNext} data-testid={`${prefix}-next`}>
          {last ? t('test.submit') : t('test.next')}
        </Button>
      </Space>
    </div>
  );
}
