// A stand-in for Alipay's OpenAPI gateway (v2, gateway.do) on 127.0.0.1, for tests that cannot
// reach Alipay: real HTTP, so the official SDK runs unchanged. It checks each request's RSA2
// signature with the app's public key and answers JSON signed with "Alipay's" private key, keeps
// trades and refunds in memory, and plays the buyer paying on the page and Alipay's notifications.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { decimalToFen, fenToDecimal } from '@sandtable/shared/format/money';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PEM texts, as the portal's settings take them (private: PKCS1, as the SDK's default). */
  privatePem: string;
  publicPem: string;
}

export function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey, publicKey,
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Alipay's signing content: every field but the signature's own, sorted, `k=v` joined by `&` (values as sent). */
export function signContent(fields: Record<string, string>, omit: string[]): string {
  return Object.keys(fields).filter((k) => !omit.includes(k) && fields[k] !== '').sort().map((k) => `${k}=${fields[k]}`).join('&');
}

const sign = (text: string, key: KeyObject) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

interface Trade { outTradeNo: string; tradeNo: string; totalFen: number; status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'; subject: string }
interface Refund { outTradeNo: string; outRequestNo: string; refundFen: number }

export class FakeAlipayGateway {
  readonly app = rsaKeyPair();
  readonly alipay = rsaKeyPair();
  readonly appId = '2021000000000001';
  readonly trades = new Map<string, Trade>();
  readonly refunds = new Map<string, Refund>();
  /** Every OpenAPI call received, its method and whether its signature held. */
  readonly calls: { method: string; signed: boolean }[] = [];
  private server?: Server;
  private port = 0;

  get gateway(): string {
    return `http://127.0.0.1:${this.port}/gateway.do`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const fields = { ...Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
        const answer = this.answer(fields);
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(answer);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Does a request carry the app's signature (sign_type is signed too in requests)? */
  private signedByApp(fields: Record<string, string>): boolean {
    if (!fields.sign) return false;
    return createVerify('RSA-SHA256').update(signContent(fields, ['sign']), 'utf8').verify(this.app.publicKey, fields.sign, 'base64');
  }

  /** One OpenAPI call: `{ <method>_response: {...}, sign }`, the sign over the response node's exact text. */
  private answer(fields: Record<string, string>): string {
    const method = fields.method ?? '';
    const signed = this.signedByApp(fields) && fields.app_id === this.appId;
    this.calls.push({ method, signed });
    const node = signed ? this.handle(method, JSON.parse(fields.biz_content ?? '{}') as Record<string, string>) : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const text = JSON.stringify(node);
    return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${sign(text, this.alipay.privateKey)}"}`;
  }

  private handle(method: string, biz: Record<string, string>): Record<string, unknown> {
    const ok = { code: '10000', msg: 'Success' };
    const failed = (sub_code: string, sub_msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code, sub_msg });
    const trade = this.trades.get(biz.out_trade_no);
    switch (method) {
      case 'alipay.trade.query':
        if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
        return { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, trade_status: trade.status, total_amount: fenToDecimal(trade.totalFen) };
      case 'alipay.trade.close':
        if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.status !== 'WAIT_BUYER_PAY') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
      case 'alipay.trade.refund': {
        if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
        const fen = decimalToFen(biz.refund_amount);
        const known = this.refunds.get(biz.out_request_no);
        // The same out_request_no is the same refund: answered again, no money moves twice.
        if (known) return known.refundFen === fen ? { ...ok, out_trade_no: trade.outTradeNo, refund_fee: fenToDecimal(this.refunded(trade)), fund_change: 'N' } : failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与退款请求号不一致');
        if (trade.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        if (this.refunded(trade) + fen > trade.totalFen) return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        this.refunds.set(biz.out_request_no, { outTradeNo: trade.outTradeNo, outRequestNo: biz.out_request_no, refundFen: fen });
        return { ...ok, out_trade_no: trade.outTradeNo, refund_fee: fenToDecimal(this.refunded(trade)), fund_change: 'Y' };
      }
      case 'alipay.trade.fastpay.refund.query': {
        const refund = this.refunds.get(biz.out_request_no);
        // A refund Alipay never made is answered with success and no refund in it.
        if (!refund || refund.outTradeNo !== biz.out_trade_no) return { ...ok, out_trade_no: biz.out_trade_no };
        return { ...ok, out_trade_no: refund.outTradeNo, out_request_no: refund.outRequestNo, refund_amount: fenToDecimal(refund.refundFen), total_amount: fenToDecimal(trade?.totalFen ?? 0), refund_status: 'REFUND_SUCCESS' };
      }
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: `unknown ${method}` };
    }
  }

  private refunded(trade: Trade): number {
    return [...this.refunds.values()].filter((r) => r.outTradeNo === trade.outTradeNo).reduce((a, r) => a + r.refundFen, 0);
  }

  /** The buyer opens the page-pay link: checked as the gateway checks it, the trade now exists at Alipay. */
  open(payUrl: string): Trade {
    const fields = Object.fromEntries(new URL(payUrl).searchParams);
    if (fields.method !== 'alipay.trade.page.pay' || !this.signedByApp(fields)) throw new Error('the pay link is not signed by the app');
    const biz = JSON.parse(fields.biz_content) as Record<string, string>;
    const known = this.trades.get(biz.out_trade_no);
    if (known) return known;
    const trade: Trade = { outTradeNo: biz.out_trade_no, tradeNo: `2026${randomBytes(10).toString('hex')}`, totalFen: decimalToFen(biz.total_amount), status: 'WAIT_BUYER_PAY', subject: biz.subject };
    this.trades.set(trade.outTradeNo, trade);
    return trade;
  }

  /** The buyer pays on the page: the trade succeeds, and Alipay's notification of it (a form body) is returned. */
  pay(payUrl: string): string {
    const trade = this.open(payUrl);
    if (trade.status === 'WAIT_BUYER_PAY') trade.status = 'TRADE_SUCCESS';
    return this.notification(trade.outTradeNo);
  }

  /**
   * A notification of a trade's state as Alipay posts it (form-urlencoded, RSA2 over the sorted
   * fields but sign and sign_type); `override` changes fields before signing, `key` signs with another key.
   */
  notification(outTradeNo: string, o: { override?: Record<string, string>; key?: KeyObject; notifyId?: string } = {}): string {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const now = '2026-12-06 10:00:00';
    const fields: Record<string, string> = {
      gmt_create: now, charset: 'utf-8', gmt_payment: now, notify_time: now, subject: trade.subject, buyer_id: '2088102177846880',
      invoice_amount: fenToDecimal(trade.totalFen), version: '1.0', notify_id: o.notifyId ?? randomBytes(16).toString('hex'), fund_bill_list: '[{"amount":"' + fenToDecimal(trade.totalFen) + '","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync', out_trade_no: trade.outTradeNo, total_amount: fenToDecimal(trade.totalFen), trade_status: trade.status, trade_no: trade.tradeNo,
      auth_app_id: this.appId, receipt_amount: fenToDecimal(trade.totalFen), point_amount: '0.00', app_id: this.appId, buyer_pay_amount: fenToDecimal(trade.totalFen), seller_id: '2088102177649450',
      ...o.override,
    };
    fields.sign_type = 'RSA2';
    fields.sign = sign(signContent(fields, ['sign', 'sign_type']), o.key ?? this.alipay.privateKey);
    return new URLSearchParams(fields).toString();
  }
}
