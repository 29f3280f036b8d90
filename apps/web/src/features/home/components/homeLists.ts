/**
 * How long the home page's lists count as fresh. The page body reads them before drawing anything
 * (HomeBody: one layout once all are in), then the sections that show them mount and read them
 * again: with React Query's default (stale at once) that second read went to the network, every
 * list twice on each visit. A few seconds covers the mount on a slow phone; a later visit still
 * asks again, and a sign-up invalidates them at once.
 */
export const HOME_LISTS_FRESH_MS = 5_000;
