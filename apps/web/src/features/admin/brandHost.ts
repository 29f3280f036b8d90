/**
 * Where a partner brand shows: the server takes the brand from the first label of the host
 * (`acme.example.com` -> acme; docs/decisions/0001 §9). From the address the admin is using,
 * this names the brand's address; null when it cannot tell (an IP address has no labels).
 */
export function brandHost(key: string, location: { hostname: string; port: string; protocol: string }): string | null {
  const { hostname, port, protocol } = location;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  // www.example.com and acme.example.com share example.com; example.com and localhost are the base.
  const base = labels.length > 2 ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${key}.${base}${port ? `:${port}` : ''}`;
}
