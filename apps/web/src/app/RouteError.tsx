import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Button, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, chunkLoadError, forgetReload, reloadOnceFor } from './chunks';
import { FullPageSpin } from '../components/FullPageSpin';

// Not through loadChunk (its success would forget a reload under way for a failing page).
const StatusResult = lazy(() =>
  import('./StatusResult').catch((cause: unknown) => {
    throw chunkLoadError(cause);
  }),
);

/** What a route shows when its guard, chunk or page failed. */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkFailure />;
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) return <Status status={error.status} />;
  console.error(error);
  return <Status status="error" />;
}

export function NotFound() {
  return <Status status={404} />;
}

function Status({ status }: { status: 403 | 404 | 'error' }) {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <StatusResult status={status} />
    </Suspense>
  );
}

/** A page chunk did not load: reload at the pending path once, then offer a retry (spec §2). */
function ChunkFailure() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!reloadOnceFor(pathname + search)) setGaveUp(true);
  }, [pathname, search]);

  if (!gaveUp) return <FullPageSpin />;
  // Built from what the app loads at start, not antd's Result (StatusResult, a chunk of its own):
  // when chunks fail to arrive, this must not need one more.
  return (
    <div className="chunk-failure" role="alert">
      <ExclamationCircleFilled className="chunk-failure__icon" />
      <Typography.Title level={3}>{t('error.chunk.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('error.chunk.text')}</Typography.Paragraph>
      <Button
        type="primary"
        onClick={() => {
          forgetReload();
          window.location.reload();
        }}
      >
        {t('action.retry')}
      </Button>
    </div>
  );
}
