/**
 * WCAG 2.1 colour contrast (docs/decisions/web-accessibility.md): the ratio between two colours,
 * the readable text colour on a background, and a colour darkened until it reads on a background.
 * Colours are `#rgb` or `#rrggbb`; the theme and team colours are stored that way.
 */

/** AA for normal text; 3:1 suffices for large text (18.66 px bold, 24 px) and for icons. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

const BLACK = '#000000';
const WHITE = '#ffffff';

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.1 definition). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background` (a team's boot colour, a badge). */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/**
 * `colour` mixed toward black in small steps until it reaches `ratio` against `background` (a
 * light one): the brand's or a status's hue, dark enough for text. Unchanged when it already reads.
 */
export function darkenToContrast(colour: string, background: string, ratio = AA_TEXT): string {
  const rgb = channels(colour);
  for (let k = 0; k <= 1; k += 0.02) {
    const mixed = `#${rgb.map((c) => Math.round(c * (1 - k)).toString(16).padStart(2, '0')).join('')}`;
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return BLACK;
}
