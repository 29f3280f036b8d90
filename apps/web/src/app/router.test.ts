import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { saveLogin } from '../api/session';
import { guard } from './router';
import { findRoute, HOME_PATH } from './routes';

/** Runs a route's guard as the router would, returning the redirect target or the error status. */
function visit(path: string) {
  const route = findRoute(path.split('?')[0])!;
  try {
    guard(route)({ request: new Request(`http://localhost${path}`) } as LoaderFunctionArgs);
    return 'allowed';
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get('Location')}`;
    return `status ${(thrown as { init?: ResponseInit }).init?.status}`;
  }
}

describe('route guard', () => {
  it('sends a visitor to login, remembering the page', () => {
    expect(visit('/home')).toBe('redirect /login?redirect=%2Fhome');
    expect(visit('/login')).toBe('allowed');
    expect(visit('/agreement')).toBe('allowed');
  });

  it('sends a logged-in user from login to home', () => {
    saveLogin({ csrfToken: 't', grantedAuthorities: ['portal:use'] });
    expect(visit('/login')).toBe(`redirect ${HOME_PATH}`);
    expect(visit('/')).toBe(`redirect ${HOME_PATH}`);
    expect(visit('/home')).toBe('allowed');
  });

  it('answers 403 to a logged-in user without the authority', () => {
    saveLogin({ csrfToken: 't', grantedAuthorities: [] });
    expect(visit('/home')).toBe('status 403');
  });
});
