const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Integer fen -> "1,234.00" (two decimals, thousands separators; spec §9). Exact: no float math. */
export function formatMoney(fen: number): string {
  if (!Number.isInteger(fen)) throw new TypeError(`money must be integer fen, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${grouping.format(yuan)}.${cents}`;
}

/** Integer fen -> "¥1,234.00", the sign before the symbol ("-¥12,896.00"): how every screen and file shows money. */
export function formatYuan(fen: number): string {
  const text = formatMoney(fen);
  return fen < 0 ? `-¥${text.slice(1)}` : `¥${text}`;
}

/**
 * Yuan as typed in a form (up to two decimals) -> integer fen, without float drift:
 * 12.34 -> 1234 (not 1233.99…), 0.1 + 0.2 -> 30, 1.005 -> 101. The one conversion every form uses.
 */
export function yuanToFen(yuan: number): number {
  // toFixed first: 1.005 * 100 is 100.49999…, which must round like the 1.005 the user typed.
  return Math.round(Number((yuan * 100).toFixed(6)));
}

/** Integer fen -> yuan for a money input (which shows two decimals). */
export const fenToYuan = (fen: number): number => fen / 100;

/** Integer fen -> a plain decimal of yuan ("0.01", "1234.00"): the amount payment providers exchange. Exact. */
export function fenToDecimal(fen: number): string {
  if (!Number.isInteger(fen) || fen < 0) throw new TypeError(`money must be non-negative integer fen, got ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * A plain decimal of yuan from a payment provider ("0.01", "99.99", "100") -> integer fen, read as
 * text (never through a float) so no amount drifts by a fen; anything else is refused.
 */
export function decimalToFen(text: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new TypeError(`not an amount of yuan: ${JSON.stringify(text)}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
