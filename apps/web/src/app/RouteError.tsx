import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, chunkLoadError, forgetReload, reloadOnceFor } from './chunks';
import { FullPageSpin } from '../components/FullPageSpin';
import { Button } from '../components/plain/Button';
import { ExclamationCircleFilledIcon } from '../components/plain/icons';
import { loadAntFrame } from './antFrameChunk';

// Not through loadChunk (its success would forget a reload under way for a failing page). antd's
// Result, in antd's frame: the public pages' 404 has no frame around it.
const StatusResult = lazy(() =>
  Promise.all([import('./StatusResult'), loadAntFrame()]).then(
    ([{ default: Result }, { AntFrame }]) => ({
      default: (props: { status: 403 | 404 | 'error' }) => (
        <AntFrame>
          <Result {...props} />
        </AntFrame>
      ),
    }),
    (cause: unknown) => {
      throw chunkLoadError(cause);
    },
  ),
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
  // Built from what the app loads at start, not antd (StatusResult and the antd frame are chunks
  // of their own): when chunks fail to arrive, this must not need one more.
  return (
    <div className="chunk-failure plain-root" role="alert">
      <ExclamationCircleFilledIcon className="chunk-failure__icon" />
      <h3 className="chunk-failure__title">{t('error.chunk.title')}</h3>
      <p className="chunk-failure__text">{t('error.chunk.text')}</p>
      <Button
        variant="primary"
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
