/**
 * Features the spec names that are not built yet. Their entry points stay hidden until the feature
 * ships and flips its switch here, so no control leads nowhere (docs/decisions/web-foundation.md).
 */
export const FEATURES = {
  /** Notices to users: the header bell (and, with them, the home page's announcements). */
  notices: false,
  /** The shop and orders: the header cart. */
  shop: true,
} as const;

export type Feature = keyof typeof FEATURES;
