import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { decimalToFen, fenToDecimal } from '@sandtable/shared/format/money';
import { InvalidNotification, type NotificationRequest, type PaymentNotice, type PaymentProvider, type RefundState, type TradeState } from './provider';

/**
 * Alipay (the open platform's OpenAPI v2: gateway.do, RSA2) through the official `alipay-sdk`: the
 * SDK signs every request with the app's private key and checks every answer's signature with
 * Alipay's public key (`validateSign`), so an answer not from Alipay is an error, never a state.
 *
 * - create → a page-pay link (`alipay.trade.page.pay`, GET): the cashier opens it. Alipay knows the
 *   trade only once the buyer opens it, so until then a query answers "not exist", read as NOTPAY;
 *   `time_expire` is the order's deadline, so nothing can be paid after the shop's clock closes it.
 * - notifications: form-urlencoded, RSA2 over the sorted fields with Alipay's key; `notify_id` is
 *   the event (a retry carries the same one), `app_id` must be ours, `total_amount` yuan → fen.
 * - refund: `out_request_no` is our stable refund number, so asking again is the same refund.
 */
export interface AlipayOptions {
  appId: string;
  /** The app's private key (PEM, or the bare base64 Alipay's key tool prints). */
  privateKey: string;
  /** PKCS1 (the SDK's default) or PKCS8 (what Alipay's key tool writes). */
  keyType?: 'PKCS1' | 'PKCS8';
  /** Alipay's public key: every notification and answer is checked with it. */
  alipayPublicKey: string;
  /** The gateway (https://openapi.alipay.com/gateway.do; the sandbox's for testing). */
  gateway: string;
  /** Where Alipay posts notifications: the portal's /payment/alipay/notify, as Alipay reaches it. */
  notifyUrl: string;
  /** Where the buyer's browser goes after paying (optional: Alipay's own page otherwise). */
  returnUrl?: string;
  timeoutMs?: number;
}

/** Alipay's trade_status, as the shop's trade states. */
const TRADE_STATES: Record<string, TradeState> = { WAIT_BUYER_PAY: 'NOTPAY', TRADE_SUCCESS: 'SUCCESS', TRADE_FINISHED: 'SUCCESS', TRADE_CLOSED: 'CLOSED' };
const OK = '10000';
/** Alipay's "try again later" answers: the operation's outcome is unknown, not failed. */
const UNKNOWN = (r: AlipaySdkCommonResult) => r.code === '20000' || r.sub_code === 'ACQ.SYSTEM_ERROR';

export class AlipayError extends Error {}

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly options: AlipayOptions) {
    this.sdk = new AlipaySdk({
      appId: options.appId,
      privateKey: options.privateKey,
      keyType: options.keyType ?? 'PKCS1',
      alipayPublicKey: options.alipayPublicKey,
      gateway: options.gateway,
      timeout: options.timeoutMs ?? 5000,
      // Alipay's own field names (out_trade_no…), as its documentation and notifications use them.
      camelcase: false,
    });
    // Read the keys now: a wrong one stops the boot with its name, not the first buyer's payment.
    try {
      createPrivateKey(this.sdk.config.privateKey);
    } catch {
      throw new Error(`ALIPAY_PRIVATE_KEY does not read as a ${options.keyType ?? 'PKCS1'} RSA private key (see ALIPAY_KEY_TYPE)`);
    }
    try {
      createPublicKey(this.sdk.config.alipayPublicKey);
    } catch {
      throw new Error('ALIPAY_PUBLIC_KEY does not read as an RSA public key');
    }
  }

  async create(t: { outTradeNo: string; amountFen: number; description: string; expiresAt: Date }) {
    const payUrl = this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      notifyUrl: this.options.notifyUrl,
      ...(this.options.returnUrl ? { returnUrl: this.options.returnUrl } : {}),
      bizContent: {
        out_trade_no: t.outTradeNo,
        total_amount: fenToDecimal(t.amountFen),
        subject: t.description,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijingTime(t.expiresAt),
      },
    });
    // Alipay has no prepay id: until paid, the trade is known by our number.
    return { prepayId: t.outTradeNo, payUrl };
  }

  verifyNotification(req: NotificationRequest): PaymentNotice {
    const fields = Object.fromEntries(new URLSearchParams(req.body));
    // V2: the values as received (decoded once by the form's parsing), not decoded again.
    if (!fields.sign || !this.sdk.checkNotifySignV2(fields)) throw new InvalidNotification('bad signature');
    // Signed by Alipay, but for another app of the same merchant: not ours to apply.
    if (fields.app_id !== this.options.appId) throw new InvalidNotification('another app');
    const tradeState = TRADE_STATES[fields.trade_status];
    if (!tradeState || !fields.notify_id || !fields.out_trade_no) throw new InvalidNotification('not a trade notification');
    let amountFen: number;
    try {
      amountFen = decimalToFen(fields.total_amount ?? '');
    } catch {
      throw new InvalidNotification('bad total_amount');
    }
    return { eventId: fields.notify_id, outTradeNo: fields.out_trade_no, transactionId: fields.trade_no ?? '', tradeState, amountFen };
  }

  acknowledge() {
    return { status: 200, body: 'success' };
  }

  refuse() {
    return { status: 401, body: 'fail' };
  }

  async query(outTradeNo: string) {
    const r = await this.call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (r.code === OK) return { tradeState: TRADE_STATES[r.trade_status] ?? 'NOTPAY', transactionId: r.trade_no ?? null, amountFen: decimalToFen(r.total_amount) };
    // Not opened by the buyer yet: nothing to pay has reached Alipay.
    if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { tradeState: 'NOTPAY' as const, transactionId: null, amountFen: 0 };
    throw failure('alipay.trade.query', r);
  }

  async close(outTradeNo: string) {
    const r = await this.call('alipay.trade.close', { out_trade_no: outTradeNo });
    // Never opened (its time_expire keeps it unpayable), or paid/closed already (Alipay does not close a paid trade).
    if (r.code === OK || r.sub_code === 'ACQ.TRADE_NOT_EXIST' || r.sub_code === 'ACQ.TRADE_STATUS_ERROR') return;
    throw failure('alipay.trade.close', r);
  }

  async refund(r: { outTradeNo: string; outRefundNo: string; refundFen: number; totalFen: number }): Promise<{ state: RefundState }> {
    let answer: AlipaySdkCommonResult;
    try {
      answer = await this.call('alipay.trade.refund', { out_trade_no: r.outTradeNo, refund_amount: fenToDecimal(r.refundFen), out_request_no: r.outRefundNo });
    } catch (err) {
      // No answer: the refund may or may not be made; the shop asks again by query (the same out_request_no).
      if (err instanceof AlipayRequestError) return { state: 'PROCESSING' };
      throw err;
    }
    // Alipay refunds synchronously: success is the answer (a repeat answers the same refund, fund_change N).
    if (answer.code === OK) return { state: 'SUCCESS' };
    return { state: UNKNOWN(answer) ? 'PROCESSING' : 'ABNORMAL' };
  }

  async queryRefund(r: { outTradeNo: string; outRefundNo: string }): Promise<{ state: RefundState }> {
    const answer = await this.call('alipay.trade.fastpay.refund.query', { out_trade_no: r.outTradeNo, out_request_no: r.outRefundNo });
    if (answer.code !== OK) {
      if (UNKNOWN(answer)) return { state: 'PROCESSING' };
      throw failure('alipay.trade.fastpay.refund.query', answer);
    }
    // Alipay answers a refund it made with its amount (and REFUND_SUCCESS); one it never made without them.
    const made = answer.refund_status === 'REFUND_SUCCESS' || (answer.refund_status === undefined && answer.refund_amount !== undefined);
    return { state: made ? 'SUCCESS' : 'CLOSED' };
  }

  /** One OpenAPI call; the SDK signs it and checks the answer's signature (a forged answer throws). */
  private call(method: string, bizContent: Record<string, string>): Promise<AlipaySdkCommonResult> {
    return this.sdk.exec(method, { bizContent }, { validateSign: true });
  }
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8, no daylight saving), as Alipay's times are written. */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function failure(method: string, r: AlipaySdkCommonResult): AlipayError {
  return new AlipayError(`${method}: ${r.code} ${r.msg}${r.sub_code ? ` (${r.sub_code}: ${r.sub_msg ?? ''})` : ''}`);
}
