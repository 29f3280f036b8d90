/** The chat app's OAuth paths (full-page navigations, not JSON endpoints); no zod, for the login page. */
export const OAUTH_PATHS = {
  /** GET: redirects to the provider's authorization page. */
  login: '/endpoint/oauth2/login.do',
  /** GET: the provider returns here with ?code&state; redirects to /#/home or /#/oauth-bind?ticket=… */
  callback: '/endpoint/oauth2/callback.do',
} as const;
