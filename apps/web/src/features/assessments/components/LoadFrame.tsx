import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../lib/forms';

/**
 * An assessment page's one query: without its id in the address, or refused, "not available" with
 * the server's reason and the way back (`back`); loading, a skeleton; else `children` with the data.
 */
export function LoadFrame<T>({ query, hasId, back, children }: { query: { data?: T; isError: boolean; error: unknown }; hasId: boolean; back: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('assessment');
  if (!hasId || query.isError) {
    // A report its lecturer holds back is not missing: it is waiting.
    const waiting = query.error instanceof ApiError && query.error.code === Errors.reportsNotReleased.code;
    return (
      <Card>
        <Result status={waiting ? 'info' : 'warning'} title={waiting ? t('settings.waiting') : t('test.notFound')} subTitle={failureText(query.error)} extra={<Link to={back}>{t('test.backToList')}</Link>} />
      </Card>
    );
  }
  if (query.data === undefined) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  return <>{children(query.data)}</>;
}

/** A test that can no longer be answered: finished (with the way to its result) or closed. */
export function AttemptClosed({ status, resultHref }: { status: Attempt['status']; resultHref: string }) {
  const { t } = useTranslation('assessment');
  const finished = status === 'finished';
  return (
    <Card>
      <Result
        status={finished ? 'success' : 'warning'}
        title={finished ? t('test.finishedAlready') : t('test.closed')}
        extra={finished && <Link to={resultHref}><Button type="primary">{t('test.toResult')}</Button></Link>}
      />
    </Card>
  );
}
