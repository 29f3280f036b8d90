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
