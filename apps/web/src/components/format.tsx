import { formatYuan } from '@sandtable/shared/format/money';
import { formatTime } from '@sandtable/shared/format/time';
import { maskPhone } from '@sandtable/shared/format/phone';

/** Display helpers over shared/format, so every page shows money, times and mobiles alike (spec §9). */

/** Integer fen as "¥1,234.00" ("-¥12,896.00" when negative). */
export function MoneyText({ fen }: { fen: number }) {
  return <span className="tabular">{formatYuan(fen)}</span>;
}

/** "YYYY-MM-DD HH:mm" in the viewer's time zone; nothing for a missing time. */
export function TimeText({ value }: { value: Date | string | number | null | undefined }) {
  const text = formatTime(value);
  if (!text) return null;
  return (
    <time className="tabular" dateTime={new Date(value!).toISOString()}>
      {text}
    </time>
  );
}

/** A mobile with its middle four digits masked: 138****5678. */
export function PhoneText({ phone }: { phone: string | null | undefined }) {
  return <span className="tabular">{maskPhone(phone)}</span>;
}
