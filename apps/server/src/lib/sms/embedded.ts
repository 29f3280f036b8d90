import type { SmsProvider } from './index';

/**
 * Sends nothing: the message is only recorded like every other (sms_messages), and the chief admin
 * reads it in the outbox. For the demo, development and tests.
 */
export function embeddedSmsProvider(): SmsProvider {
  return { name: 'embedded', send: async () => {} };
}
