import { pdfDocument } from '../../lib/pdf';

/** The self-report PDFs' colours: text, secondary text, accents, rules. */
export const PDF_COLOURS = { ink: '#1f2a44', muted: '#5c6478', accent: '#1677ff', line: '#d9dde6' } as const;
/** Page margin and where the text starts (A4 portrait). */
const MARGIN = 48;

/**
 * A self-report test's PDF (conflict handling, personality, communication style), started: A4 with
 * Noto Sans SC, its title, the person and course, and the report's lead; `x0` and `width` are the
 * text column, `footer()` writes the footer line at the foot of the current page.
 */
export async function startSelfReportPdf(head: { title: string; name: string; courseName: string | null; lead: string; footer: string }) {
  const { doc, done } = await pdfDocument({ size: 'A4', margin: MARGIN, info: { Title: head.title, Author: 'Sandtable', Subject: head.name } });
  const width = doc.page.width - 2 * MARGIN;
  const x0 = MARGIN;
  doc.font('bold').fontSize(20).fillColor(PDF_COLOURS.ink).text(head.title, x0, MARGIN, { width });
  doc.font('regular').fontSize(12).fillColor(PDF_COLOURS.muted).text([head.name, head.courseName].filter(Boolean).join('  ·  '), { width });
  doc.moveDown(0.6);
  doc.fontSize(10).text(head.lead, { width });
  const footer = () => doc.font('regular').fontSize(8).fillColor(PDF_COLOURS.muted).text(head.footer, x0, doc.page.height - 72, { width, align: 'center', lineBreak: false });
  return { doc, done, x0, width, footer };
}
