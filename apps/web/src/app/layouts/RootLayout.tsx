import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePendingRequests } from '../../api/pending';
import { RequestProgress } from '../../components/RequestProgress';
import { useBrand } from '../brand';
import { useCurrentRoute } from '../currentRoute';

/** Around every page: the progress bar, the document title and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const pending = usePendingRequests();
  useDocumentTitle();
  return (
    <>
      <RequestProgress active={pending > 0 || navigation.state !== 'idle'} />
      <Outlet />
      {/* Back/forward restores the position; any other navigation starts at the top (spec §2). */}
      <ScrollRestoration />
    </>
  );
}

function useDocumentTitle() {
  const route = useCurrentRoute();
  const brand = useBrand();
  const { t } = useTranslation();
  const title = route ? `${t(route.title)} - ${brand.name}` : brand.name;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
