/**
 * Browser storage in one place. Device preferences (the locale, a dismissed banner) survive a
 * logout or an expired session; everything else in localStorage and sessionStorage is user data
 * and is cleared then (spec §4).
 */
export const PREFERENCE_KEYS = ['locale', 'browserBannerDismissed'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

// Storage can be unavailable (disabled cookies, some private modes): degrade to "nothing stored".
function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string) => attempt(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => attempt(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => attempt(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string) => attempt(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => attempt(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => attempt(() => sessionStorage.removeItem(key), undefined),
};

export const preferences = {
  get: (key: PreferenceKey) => local.get(key),
  set: (key: PreferenceKey, value: string) => local.set(key, value),
};

/** Clears local and session storage, keeping the device preferences. */
export function clearUserData() {
  attempt(() => {
    const kept = PREFERENCE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  }, undefined);
}
