/**
 * A link the server made (a join URL, a verify URL) as one to share: absolute links stay, an
 * in-app link (`#/join?code=…` or `/…`) is completed with where this app is served.
 */
export function absoluteUrl(link: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  if (/^https?:\/\//.test(link)) return link;
  if (link.startsWith('#')) return `${location.origin}${location.pathname}${link}`;
  if (link.startsWith('/')) return `${location.origin}${link}`;
  return link;
}

/** The join link of a code when the server gave none: the app's /join route. */
export const joinHref = (code: string) => `#/join?code=${encodeURIComponent(code)}`;
