import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
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
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * Which saved scroll position a page gets back. The router's own key is per history entry, but an
 * entry the router did not create (the first page opened, a typed or plain `#/...` link) has the
 * key 'default' — all of them the same one, so the game page scrolled down made the course page
 * open scrolled down too. Those entries are told apart by their address instead.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
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
