/**
 * A payment provider as the shop uses it (docs/decisions/commerce.md "Payment"): WeChat Pay v3's
 * operations, named for what they do. The embedded default is the WeChat Pay v3 sandbox
 * (wechat-sandbox.ts); a real provider implements the same interface.
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

export interface PaymentProvider {
  readonly name: string;
  create(trade: { outTradeNo: string; amountFen: number; description: string; expiresAt: Date }): Promise<{ prepayId: string }>;
  /** Checks the signature and decrypts the resource; throws InvalidNotification otherwise. */
  verifyNotification(req: NotificationRequest): PaymentNotice;
  /** What to answer a notification that was taken (the provider stops retrying). */
  acknowledge(): { status: number; body: unknown };
  query(outTradeNo: string): Promise<{ tradeState: TradeState; transactionId: string | null; amountFen: number }>;
  close(outTradeNo: string): Promise<void>;
  refund(r: { outTradeNo: string; outRefundNo: string; refundFen: number; totalFen: number }): Promise<{ state: RefundState }>;
  queryRefund(outRefundNo: string): Promise<{ state: RefundState }>;
}
