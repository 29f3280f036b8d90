import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, forgetReload, reloadOnceFor } from './chunks';
import { FullPageSpin } from '../components/FullPageSpin';
import { HOME_PATH } from './routes';

/** What a route shows when its guard, chunk or page failed. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkFailure />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <Result status="403" title={t('error.forbidden.title')} subTitle={t('error.forbidden.text')} extra={<HomeButton />} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
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

export function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('error.notFound.title')} subTitle={t('error.notFound.text')} extra={<HomeButton />} />;
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

/** A page chunk did not load: reload at the pending path once, then offer a retry (spec §2). */
function ChunkFailure() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!reloadOnceFor(pathname + search)) setGaveUp(true);
  }, [pathname, search]);

  if (!gaveUp) return <FullPageSpin />;
  return (
    <Result
      status="warning"
      title={t('error.chunk.title')}
      subTitle={t('error.chunk.text')}
      extra={
        <Button
          type="primary"
          onClick={() => {
            forgetReload();
            window.location.reload();
          }}
        >
          {t('action.retry')}
        </Button>
      }
    />
  );
}
