/** Times show as "YYYY-MM-DD HH:mm" in the viewer's local time (spec §9). */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `d` plus whole calendar months, in UTC (what a validity in months means: entitlements, vouchers). */
export function addMonths(d: Date, months: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}

// One formatter per time zone: building one costs far more than formatting (the daily check-in asks on every "who am I").
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(at);
}
