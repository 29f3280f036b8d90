import type { SmsProvider } from './index';

const TIMEOUT_MS = 10_000;

/**
 * A gateway behind one HTTP call: POST { mobile, text } as JSON with a bearer token. Any answer
 * other than 2xx, a timeout or a network error is a failed send.
 */
export function httpSmsProvider(options: { url: string; token?: string }): SmsProvider {
  return {
    name: 'http',
    async send(mobile, text) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ mobile, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Drain the body so the connection can be reused.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}
