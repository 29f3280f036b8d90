import { createCipheriv, createDecipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { InvalidNotification, type NotificationRequest, type PaymentNotice, type PaymentProvider, type RefundState, type TradeState } from './provider';

/**
 * The embedded payment provider: a sandbox speaking WeChat Pay v3's wire format, so the code that
 * takes its notifications is the code a real merchant account needs. A notification is
 * `{ id, create_time, event_type, resource_type, resource: { algorithm: 'AEAD_AES_256_GCM',
 * ciphertext, associated_data, nonce } }`, the resource encrypted with the APIv3 key
 * (AES-256-GCM, the 16-byte tag appended to the ciphertext, base64), and signed in the headers
 * `Wechatpay-Timestamp`, `Wechatpay-Nonce`, `Wechatpay-Serial`, `Wechatpay-Signature`: SHA256-RSA
 * over "timestamp\nnonce\nbody\n" with the platform key. The sandbox keeps its trades in memory.
 *
 * WeChat Pay promises at-least-once delivery, not order: the options make the sandbox behave as
 * badly as that allows, so the inbox's dedup is exercised on every run that turns them on.
 */
export interface SandboxOptions {
  /** Each notification is posted this many extra times (the same event id, signed anew). */
  duplicates?: number;
  /** Notifications wait in the outbox and are posted newest first (a delivery job flushes them). */
  reorder?: boolean;
}

interface Trade { outTradeNo: string; amountFen: number; state: TradeState; transactionId: string | null; expiresAt: Date }

export class WechatPaySandbox implements PaymentProvider {
  readonly name = 'wechat' as const;
  private readonly apiV3Key = randomBytes(32);
  private readonly platform: { publicKey: KeyObject; privateKey: KeyObject };
  readonly serial = randomBytes(20).toString('hex').toUpperCase();
  private readonly trades = new Map<string, Trade>();
  private readonly refunds = new Map<string, { outTradeNo: string; refundFen: number; state: RefundState }>();

  /** Notifications paid at the cashier and not posted yet (see takePending). */
  private readonly outbox: NotificationRequest[] = [];

  constructor(readonly options: SandboxOptions = {}) {
    this.platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  }

  async create(t: { outTradeNo: string; amountFen: number; expiresAt: Date }) {
    // Creating again with the same out_trade_no is the same trade (as WeChat Pay does); one whose
    // payment failed is open to be paid again (the buyer tries another card).
    const known = this.trades.get(t.outTradeNo);
    if (!known) this.trades.set(t.outTradeNo, { outTradeNo: t.outTradeNo, amountFen: t.amountFen, state: 'NOTPAY', transactionId: null, expiresAt: t.expiresAt });
    else if (known.state === 'PAYERROR') known.state = 'NOTPAY';
    return { prepayId: `wx${t.outTradeNo}` };
  }

  /** The tester's payment fails at the cashier (a bank's refusal): PAYERROR, and no notification — WeChat Pay notifies successes only. */
  failAtCashier(outTradeNo: string): void {
    const trade = this.trades.get(outTradeNo);
    if (trade && (trade.state === 'NOTPAY' || trade.state === 'USERPAYING')) trade.state = 'PAYERROR';
  }

  /** The tester pays: the trade succeeds and its notification is returned, signed. */
  pay(outTradeNo: string, eventId: string = randomUUID()): NotificationRequest {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    if (trade.state === 'NOTPAY' || trade.state === 'USERPAYING') {
      trade.state = 'SUCCESS';
      trade.transactionId = `4200${randomBytes(10).toString('hex')}`;
    }
    return this.notification(trade, eventId);
  }

  /**
   * The tester pays at the cashier: the trade succeeds and its notification, with the configured
   * duplicates (one event, each copy signed anew as a repeated POST is), joins the outbox.
   */
  payAtCashier(outTradeNo: string): void {
    const eventId = randomUUID();
    for (let i = 0; i <= (this.options.duplicates ?? 0); i++) this.outbox.push(this.pay(outTradeNo, eventId));
  }

  /** Empties the outbox: the notifications to post now, newest first when reordering. */
  takePending(): NotificationRequest[] {
    const pending = this.outbox.splice(0);
    return this.options.reorder ? pending.reverse() : pending;
  }

  /** A notification for a trade's current state, as WeChat Pay would post it. */
  notification(trade: Pick<Trade, 'outTradeNo' | 'amountFen' | 'state' | 'transactionId'>, eventId: string = randomUUID()): NotificationRequest {
    const plain = JSON.stringify({
      out_trade_no: trade.outTradeNo, transaction_id: trade.transactionId, trade_state: trade.state,
      amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY' }, success_time: new Date().toISOString(),
    });
    const nonce = randomBytes(6).toString('hex');
    const associated = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', this.apiV3Key, nonce);
    cipher.setAAD(Buffer.from(associated));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: eventId, create_time: new Date().toISOString(), event_type: trade.state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      resource_type: 'encrypt-resource', summary: 'payment', resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associated, nonce },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headerNonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${headerNonce}\n${body}\n`).sign(this.platform.privateKey, 'base64');
    return { headers: { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': headerNonce, 'wechatpay-serial': this.serial, 'wechatpay-signature': signature }, body };
  }

  verifyNotification(req: NotificationRequest): PaymentNotice {
    const h = req.headers;
    const [timestamp, nonce, serial, signature] = ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-serial', 'wechatpay-signature'].map((k) => h[k]);
    if (!timestamp || !nonce || !signature || serial !== this.serial) throw new InvalidNotification('missing or unknown signature headers');
    const signed = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${req.body}\n`).verify(this.platform.publicKey, signature, 'base64');
    if (!signed) throw new InvalidNotification('bad signature');
    try {
      const { id, resource } = JSON.parse(req.body) as { id: string; resource: { ciphertext: string; associated_data: string; nonce: string } };
      const raw = Buffer.from(resource.ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.apiV3Key, resource.nonce);
      decipher.setAAD(Buffer.from(resource.associated_data));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = JSON.parse(Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8'));
      return { eventId: id, outTradeNo: plain.out_trade_no, transactionId: plain.transaction_id, tradeState: plain.trade_state, amountFen: plain.amount.total };
    } catch {
      throw new InvalidNotification('resource does not decrypt');
    }
  }

  acknowledge() {
    return { status: 200, body: { code: 'SUCCESS', message: '成功' } };
  }

  refuse() {
    return { status: 401, body: { code: 'FAIL', message: 'invalid signature' } };
  }

  async query(outTradeNo: string) {
    const t = this.trades.get(outTradeNo);
    return t ? { tradeState: t.state, transactionId: t.transactionId, amountFen: t.amountFen } : { tradeState: 'CLOSED' as const, transactionId: null, amountFen: 0 };
  }

  async close(outTradeNo: string) {
    const t = this.trades.get(outTradeNo);
    if (t && t.state !== 'SUCCESS') t.state = 'CLOSED';
  }

  /**
   * A refund of a paid trade, known by its out_refund_no: asked again, it is the same refund (a
   * refund that went abnormal is tried again, as WeChat Pay's abnormal-refund call does). Refused
   * (ABNORMAL) when the trade was not paid or the trade's refunds would exceed what it took. A trade
   * the sandbox does not know (it keeps trades in memory: a restart forgets them) is refunded as asked.
   */
  async refund(r: { outTradeNo: string; outRefundNo: string; refundFen: number; totalFen: number }) {
    const known = this.refunds.get(r.outRefundNo);
    if (known && known.state !== 'ABNORMAL') return { state: known.state };
    const t = this.trades.get(r.outTradeNo);
    const refundedBefore = [...this.refunds.values()].filter((x) => x.outTradeNo === r.outTradeNo && x.state === 'SUCCESS').reduce((a, x) => a + x.refundFen, 0);
    const state: RefundState = !t || (t.state === 'SUCCESS' && refundedBefore + r.refundFen <= t.amountFen) ? 'SUCCESS' : 'ABNORMAL';
    this.refunds.set(r.outRefundNo, { outTradeNo: r.outTradeNo, refundFen: r.refundFen, state });
    return { state };
  }

  async queryRefund({ outRefundNo }: { outRefundNo: string }) {
    return { state: this.refunds.get(outRefundNo)?.state ?? ('CLOSED' as const) };
  }
}
