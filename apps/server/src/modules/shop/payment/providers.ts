import type { Config } from '../../../config';
import { AlipayProvider } from './alipay';
import { NOTIFY_PATHS, type PaymentProvider } from './provider';
import { WechatPaySandbox } from './wechat-sandbox';

/** The provider the config names (config.ts has checked that Alipay's settings are complete). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER !== 'alipay') return new WechatPaySandbox({ duplicates: config.SANDBOX_NOTIFY_DUPLICATES, reorder: config.SANDBOX_NOTIFY_REORDER });
  // A key pasted into one environment line keeps its line breaks as "\n".
  const key = (value: string | undefined) => (value ?? '').replace(/\\n/g, '\n');
  return new AlipayProvider({
    appId: config.ALIPAY_APP_ID ?? '',
    privateKey: key(config.ALIPAY_PRIVATE_KEY),
    keyType: config.ALIPAY_KEY_TYPE,
    alipayPublicKey: key(config.ALIPAY_PUBLIC_KEY),
    gateway: config.ALIPAY_GATEWAY,
    notifyUrl: config.ALIPAY_NOTIFY_URL ?? `${config.PUBLIC_URL}${NOTIFY_PATHS.alipay}`,
    returnUrl: config.ALIPAY_RETURN_URL,
  });
}
