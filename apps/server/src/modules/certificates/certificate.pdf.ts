import QRCode from 'qrcode';
import type { Locale } from '@sandtable/shared/i18n/index';
import { translator } from '../../lib/i18n';
import { pdfDocument } from '../../lib/pdf';

/** The certificate PDF (DESIGN §2): A4 landscape, Noto Sans SC embedded (lib/pdf.ts); texts from certificate.json `pdf.*`. */
export interface CertificatePdfInput {
  number: string;
  name: string;
  courseName: string;
  institution: string | null;
  /** YYYY-MM-DD */
  issuedOn: string;
  locale: Locale;
  /** What the QR code opens: verifyUrl(origin, number). */
  verifyUrl: string;
}

/** The QR code of the verification page, as a PNG (exported so tests can decode it). */
export function certificateQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240, color: { dark: '#1f2a44', light: '#ffffff' } });
}

/** 2025-03-10 as the locale writes it: 2025年3月10日 / March 10, 2025. */
export function formatIssuedOn(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  if (locale === 'zh-CN') return `${y}年${m}月${d}日`;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const INK = '#1f2a44';
const GOLD = '#b08d57';
const MUTED = '#5c6478';

export async function renderCertificatePdf(c: CertificatePdfInput): Promise<Buffer> {
  const t = translator(c.locale);
  const qr = await certificateQrPng(c.verifyUrl);
  const { doc, done } = await pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${t('certificate:pdf.title')} ${c.number}`, Author: c.institution ?? 'Sandtable', Subject: c.courseName },
  });
  const W = doc.page.width;
  const H = doc.page.height;

  // A double border in gold, with small corner marks.
  doc.lineWidth(3).strokeColor(GOLD).rect(24, 24, W - 48, H - 48).stroke();
  doc.lineWidth(0.8).strokeColor(GOLD).rect(34, 34, W - 68, H - 68).stroke();
  for (const [x, y] of [
    [34, 34],
    [W - 34, 34],
    [34, H - 34],
    [W - 34, H - 34],
  ]) {
    doc.save().translate(x, y).rotate(45).rect(-6, -6, 12, 12).fill(GOLD).restore();
  }

  const text = (s: string, y: number, size: number, opts: { bold?: boolean; color?: string } = {}) => {
    doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(opts.color ?? INK)
      .text(s, 80, y, { width: W - 160, align: 'center' });
  };

  text(t('certificate:pdf.title'), 84, 34, { bold: true });
  doc.moveTo(W / 2 - 60, 134).lineTo(W / 2 + 60, 134).lineWidth(1.5).strokeColor(GOLD).stroke();
  text(t('certificate:pdf.certifies'), 164, 15, { color: MUTED });
  text(c.name, 192, 30, { bold: true });
  text(t('certificate:pdf.completed'), 250, 15, { color: MUTED });
  text(c.courseName, 278, 22, { bold: true });

  if (c.institution) text(t('certificate:pdf.institution', { institution: c.institution }), 360, 13);
  text(t('certificate:pdf.date', { date: formatIssuedOn(c.issuedOn, c.locale) }), 384, 13);
  text(t('certificate:pdf.number', { number: c.number }), 408, 11, { color: MUTED });

  const size = 92;
  const qx = W - 60 - size;
  const qy = H - 60 - size - 16;
  doc.image(qr, qx, qy, { width: size, height: size });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t('certificate:pdf.scan'), qx - 20, qy + size + 4, { width: size + 40, align: 'center' });

  doc.end();
  return done;
}
