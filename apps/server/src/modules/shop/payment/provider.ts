/**
 * A payment provider as the shop uses it (docs/decisions/commerce.md "Payment"): WeChat Pay v3's
 * operations, named for what they do. The embedded default is the WeChat Pay v3 sandbox
 * (wechat-sandbox.ts); Alipay (alipay.ts, through the official alipay-sdk) implements the same
 * interface, mapping its own states onto these.
 */
export type TradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'PAYERROR' | 'REFUND';
export type RefundState = 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';

/** A verified, decrypted payment notification. */
export interface PaymentNotice {
  /** The provider's id of this notification (the inbox's key: a retry carries the same id). */
  eventId: string;
  outTradeNo: string;
  transactionId: string;
  tradeState: TradeState;
  amountFen: number;
}

export interface NotificationRequest {
  headers: Record<string, string | undefined>;
  /** The body exactly as received: the signature covers these bytes. */
  body: string;
}

export class InvalidNotification extends Error {}

/** Where each provider posts its notifications (the path of its `notify_url` on the portal). */
export const NOTIFY_PATHS = { wechat: '/payment/wechat/notify', alipay: '/payment/alipay/notify' } as const;
export type ProviderName = keyof typeof NOTIFY_PATHS;

/** What the provider answers after a trade was created: the cashier takes it from here. */
export interface CreatedTrade {
  /** The provider's reference of the trade to pay (WeChat's prepay_id; Alipay's is our out_trade_no). */
  prepayId: string;
  /** A page where the buyer pays (Alipay's page pay), when the provider has one. */
  payUrl?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the trade (or, asked again with the same out_trade_no, answers the same trade). */
  create(trade: { outTradeNo: string; amountFen: number; description: string; expiresAt: Date }): Promise<CreatedTrade>;
  /** Checks the signature (and decrypts, where the provider encrypts); throws InvalidNotification otherwise. */
  verifyNotification(req: NotificationRequest): PaymentNotice;
  /** What to answer a notification that was taken (the provider stops retrying). */
  acknowledge(): { status: number; body: unknown };
  /** What to answer a notification that was refused (forged, tampered): the provider's own "fail". */
  refuse(): { status: number; body: unknown };
  query(outTradeNo: string): Promise<{ tradeState: TradeState; transactionId: string | null; amountFen: number }>;
  close(outTradeNo: string): Promise<void>;
  refund(r: { outTradeNo: string; outRefundNo: string; refundFen: number; totalFen: number }): Promise<{ state: RefundState }>;
  /** A refund's state, known by its out_refund_no (Alipay also needs the trade's number). */
  queryRefund(r: { outTradeNo: string; outRefundNo: string }): Promise<{ state: RefundState }>;
}
