import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The transport already toasts failures; a silent retry would toast twice.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * Forgets what was cached for the user who just left. The public branding stays: dropping it
 * would put the whole app back behind the boot spinner (and lose the toast saying why).
 */
export function clearUserQueries() {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.branding[0] });
}
