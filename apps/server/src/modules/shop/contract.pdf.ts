import type { Order } from '@sandtable/shared/contracts/order';
import type { Locale } from '@sandtable/shared/i18n/index';
import { formatYuan } from '@sandtable/shared/format/money';
import { formatTime } from '@sandtable/shared/format/time';
import { translator } from '../../lib/i18n';
import { pdfDocument } from '../../lib/pdf';

const INK = '#1f2a44';
const MUTED = '#5c6478';
const LINE = '#d9dde6';
const MARGIN = 56;

export interface ContractParties {
  buyer: { name: string; mobile: string | null; companyName: string | null };
  /** The portal's name as its branding gives it, in the contract's language. */
  seller: string;
}

/**
 * An order's purchase contract (spec §7 getContract.json; docs/decisions/commerce.md): the parties,
 * the items with their prices and months of use, the discounts and coins, what is paid, and the
 * terms (payment, access, refunds) — in one language; the buyer may download either.
 */
export async function renderContractPdf(order: Order, parties: ContractParties, locale: Locale, now: Date): Promise<Buffer> {
  const t = translator(locale);
  const k = (key: string, params?: Record<string, unknown>) => t(`shop:contract.${key}`, params);
  const { doc, done } = await pdfDocument({ size: 'A4', margin: MARGIN, info: { Title: k('title'), Author: parties.seller, Subject: order.orderNo } });
  const width = doc.page.width - 2 * MARGIN;
  const text = (s: string, size = 10, opts: { bold?: boolean; color?: string; gap?: number; align?: 'left' | 'right' | 'center' } = {}) =>
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size).fillColor(opts.color ?? INK).text(s, { width, align: opts.align }).moveDown(opts.gap ?? 0.3);

  text(k('title'), 20, { bold: true, align: 'center', gap: 0.2 });
  text(k('number', { orderNo: order.orderNo }), 10, { color: MUTED, align: 'center', gap: 1 });

  text(k('parties'), 13, { bold: true });
  text(k('seller', { name: parties.seller }));
  text(k('buyer', { name: parties.buyer.name }));
  if (parties.buyer.companyName) text(k('company', { name: parties.buyer.companyName }));
  if (parties.buyer.mobile) text(k('mobile', { mobile: parties.buyer.mobile }));
  text(k('placed', { at: formatTime(order.createdAt) }), 10, { gap: 0.8 });

  text(k('items'), 13, { bold: true });
  const columns = [0.44, 0.16, 0.1, 0.14, 0.16].map((f) => f * width);
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(9).fillColor(INK).text(cell, x + 2, y, { width: columns[i] - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += columns[i];
    });
    doc.moveTo(MARGIN, bottom + 3).lineTo(MARGIN + width, bottom + 3).strokeColor(LINE).lineWidth(0.5).stroke();
    doc.x = MARGIN;
    doc.y = bottom + 6;
  };
  row([k('item'), k('unitPrice'), k('quantity'), k('months'), k('amount')], true);
  for (const l of order.lines) row([locale === 'en-US' ? l.nameEn : l.nameZh, formatYuan(l.unitPriceFen), String(l.quantity), String(l.validityMonths), formatYuan(l.listFen)]);
  doc.moveDown(0.4);
  const discounts = order.thresholdFen + order.percentageFen + order.voucherFen;
  text(k('subtotal', { amount: formatYuan(order.subtotalFen) }), 10, { align: 'right', gap: 0.1 });
  if (discounts > 0) text(k('discounts', { amount: formatYuan(-discounts) }), 10, { align: 'right', gap: 0.1 });
  if (order.coinsUsed > 0) text(k('coins', { count: order.coinsUsed, amount: formatYuan(-order.coinsFen) }), 10, { align: 'right', gap: 0.1 });
  text(k('payable', { amount: formatYuan(order.payableFen) }), 12, { bold: true, align: 'right', gap: 1 });

  text(k('terms'), 13, { bold: true });
  ['termPayment', 'termAccess', 'termRefund', 'termLaw'].forEach((term, i) => text(`${i + 1}. ${k(term)}`, 10, { gap: 0.4 }));
  doc.moveDown(0.6);
  text(order.paidAt ? k('inForce', { at: formatTime(order.paidAt) }) : k('notYet'), 10, { bold: true, gap: 1.2 });

  text(k('signSeller', { name: parties.seller }), 10, { gap: 0.2 });
  text(k('signBuyer', { name: parties.buyer.name }), 10, { gap: 1 });
  text(k('generated', { at: formatTime(now.toISOString()) }), 8, { color: MUTED, align: 'center' });
  doc.end();
  return done;
}
