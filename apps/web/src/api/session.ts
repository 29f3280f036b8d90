import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@sandtable/shared/contracts/auth';
import { clearUserData, local } from '../lib/storage';

/**
 * What the browser keeps of a login (spec §3): the CSRF token and the granted authorities. The
 * session itself is an httpOnly cookie; holding authorities here means "we believe we are logged
 * in" until the server says otherwise (100006).
 */
const CSRF_KEY = 'csrfToken';
const AUTHORITIES_KEY = 'grantedAuthorities';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function readAuthorities(): string[] | null {
  const raw = local.get(AUTHORITIES_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : null;
  } catch {
    return null;
  }
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let authorities = readAuthorities();

export function getCsrfToken(): string | null {
  return local.get(CSRF_KEY);
}

/** null when logged out. */
export function getGrantedAuthorities(): string[] | null {
  return authorities;
}

export function isLoggedIn(): boolean {
  return authorities !== null;
}

export function setGrantedAuthorities(next: readonly string[]) {
  local.set(AUTHORITIES_KEY, JSON.stringify(next));
  authorities = [...next];
  emit();
}

export function saveLogin(login: Pick<LoginResponse, 'csrfToken' | 'grantedAuthorities'>) {
  local.set(CSRF_KEY, login.csrfToken);
  setGrantedAuthorities(login.grantedAuthorities);
}

/** Forgets the login and all other user data (the locale choice stays). */
export function clearSession() {
  clearUserData();
  authorities = null;
  emit();
}

// Another tab logging in or out changes localStorage: follow it. Registered first, so the cache is
// current before any other storage listener (onLogoutElsewhere) runs.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === AUTHORITIES_KEY) {
    authorities = readAuthorities();
    emit();
  }
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls back when another tab logs out or clears storage; this tab's own logout navigates itself. */
export function onLogoutElsewhere(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === null || event.key === AUTHORITIES_KEY) && event.newValue === null) callback();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useGrantedAuthorities(): string[] | null {
  return useSyncExternalStore(subscribe, getGrantedAuthorities);
}
