/** A mobile shows with its middle four digits masked: 13812345678 -> 138****5678 (spec §4/§5). */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
