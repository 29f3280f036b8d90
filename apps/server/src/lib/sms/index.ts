import type { Config } from '../../config';
import { embeddedSmsProvider } from './embedded';
import { httpSmsProvider } from './http';

/**
 * Where text messages go. A provider only delivers: recording every message (sms_messages) and
 * the limits are the signin module's job, the same for every provider.
 */
export interface SmsProvider {
  /** Stored with each message, e.g. `embedded` or `http`. */
  readonly name: string;
  /** Resolves when the gateway accepted the message; rejects when it did not. */
  send(mobile: string, text: string): Promise<void>;
}

const providers = new WeakMap<Config, SmsProvider>();

/** The provider the configuration names, one per app (config object). */
export function smsProvider(config: Config): SmsProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.SMS_PROVIDER === 'http'
        ? httpSmsProvider({ url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN })
        : embeddedSmsProvider();
    providers.set(config, provider);
  }
  return provider;
}
