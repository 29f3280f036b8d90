/**
 * A key for one intended change (an order placed, a reward given): a repeat of the request with the
 * same key changes nothing more. 32 hex digits; getRandomValues, unlike randomUUID, works on
 * plain-http LAN addresses too.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
