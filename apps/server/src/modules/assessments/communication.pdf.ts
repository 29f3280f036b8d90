import { communication } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { CommunicationReportView } from '@sandtable/shared/contracts/assessments';
import { translator } from '../../lib/i18n';
import { PDF_COLOURS, startSelfReportPdf } from './self-report.pdf';
import { listOf } from '@sandtable/shared/format/list';

/**
 * The communication-style report as PDF (A4 portrait, Noto Sans SC embedded, like the other reports):
 * the same content as /comm-report — the two-axis map with the person's point, the axes' table
 * (score, leaning, percentile), the style with its strength and the styles close by, what the style
 * brings, how it shows under pressure, what is worth practising, working with each style, and the
 * note that the norm is provisional. Texts: assessment.json `cs.*`; style names and advice from the instrument.
 */
const { ink: INK, muted: MUTED, accent: DOT, line: LINE } = PDF_COLOURS;
const QUADRANT = '#f3f6fb';

type StyleId = communication.StyleId;

export async function renderCommunicationPdf(r: CommunicationReportView, courseName: string | null, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const profile = r.profile!;
  const style = (id: string) => communication.styleOf(id as StyleId);
  const own = style(profile.style);
  /** `label: value` with the language's colon. */
  const kv = (label: string, value: string | number) => `${label}${lang === 'zh' ? '：' : ': '}${value}`;
  const { doc, done, x0, width: W, footer } = await startSelfReportPdf({ title: t('assessment:cs.pdfTitle'), name: r.name, courseName, lead: t('assessment:cs.reportLead'), footer: t('assessment:cs.pdfFooter') });

  const top = doc.y + 16;

  // The map: a square of four quadrants (style names in their corners), the point at the two axis scores.
  const side = 200;
  const mx = x0 + 40;
  const my = top + 14;
  const half = side / 2;
  for (const s of communication.STYLES) {
    const qx = mx + (s.assertiveness > 0 ? half : 0);
    const qy = my + (s.responsiveness > 0 ? 0 : half);
    doc.rect(qx, qy, half, half).fill(s.id === profile.style ? '#e6f0ff' : QUADRANT);
    doc.font(s.id === profile.style ? 'bold' : 'regular').fontSize(9).fillColor(INK).text(s.name[lang], qx + 4, qy + (s.responsiveness > 0 ? 4 : half - 14), { width: half - 8, align: s.assertiveness > 0 ? 'right' : 'left' });
  }
  doc.rect(mx, my, side, side).lineWidth(0.8).strokeColor(LINE).stroke();
  doc.moveTo(mx + half, my).lineTo(mx + half, my + side).moveTo(mx, my + half).lineTo(mx + side, my + half).lineWidth(0.8).strokeColor(MUTED).stroke();
  const pole = (id: communication.PoleId) => communication.POLE_NAMES[id][lang];
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(pole('people'), mx, my - 11, { width: side, align: 'center' });
  doc.text(pole('task'), mx, my + side + 3, { width: side, align: 'center' });
  doc.text(pole('asks'), mx - 40, my + half - 4, { width: 36, align: 'right' });
  doc.text(pole('tells'), mx + side + 2, my + half - 4, { width: 40 });
  const px = mx + half + (half * profile.scores.assertiveness) / communication.AXIS_MAX;
  const py = my + half - (half * profile.scores.responsiveness) / communication.AXIS_MAX;
  doc.circle(px, py, 5).fill(DOT);

  // Beside the map: the style, its strength, the styles close by, and the axes' table.
  const bx = mx + side + 48;
  const bw = x0 + W - bx;
  doc.font('bold').fontSize(14).fillColor(INK).text(kv(t('assessment:cs.style'), own.name[lang]), bx, top, { width: bw });
  doc.font('regular').fontSize(10).fillColor(INK).text(own.essence[lang], { width: bw });
  doc.moveDown(0.4);
  doc.text(kv(t('assessment:cs.strength'), t('assessment:cs.strengthValue', { value: profile.strength, band: communication.STRENGTH_BAND_NAMES[profile.strengthBand][lang] })), { width: bw });
  if (profile.near.length) doc.text(kv(t('assessment:cs.near'), listOf(profile.near.map((id) => style(id).name[lang]), lang)), { width: bw });
  doc.moveDown(0.6);
  for (const axis of communication.AXES) {
    const score = profile.scores[axis.id];
    const leaning = Math.abs(score) <= communication.BALANCED_WITHIN ? t('assessment:cs.balanced') : pole(score > 0 ? axis.high : axis.low);
    const poles = `${pole(axis.low)} ↔ ${pole(axis.high)}`;
    doc.font('bold').fontSize(10).text(lang === 'zh' ? `${axis.name.zh}（${poles}）` : `${axis.name.en} (${poles})`, { width: bw });
    doc.font('regular').text(`${kv(t('assessment:cs.score'), score)}   ${kv(t('assessment:cs.leaning'), leaning)}\n${kv(t('assessment:cs.percentile'), profile.percentile[axis.id])}`, { width: bw });
  }
  let y = Math.max(doc.y, my + side + 20) + 10;
  doc.font('regular').fontSize(9).fillColor(MUTED).text(`${t('assessment:cs.axesLead')} ${t('assessment:cs.norm')}`, x0, y, { width: W });
  y = doc.y + 12;

  const para = (title: string, body: string) => {
    doc.font('bold').fontSize(12).fillColor(INK).text(title, x0, y, { width: W });
    doc.font('regular').fontSize(10).fillColor(INK).text(body, { width: W });
    y = doc.y + 8;
  };
  para(t('assessment:cs.strengths'), own.strengths[lang]);
  para(t('assessment:cs.underPressure'), own.underPressure[lang]);
  para(t('assessment:cs.stretch'), own.stretch[lang]);
  para(t('assessment:cs.workingWith'), profile.advice.map((a) => {
    const heading = a.with === profile.style ? t('assessment:cs.ownStyle', { style: own.name[lang] }) : t('assessment:cs.withStyle', { style: style(a.with).name[lang] });
    return kv(heading, communication.WORKING_WITH[profile.style as StyleId][a.with as StyleId][lang]);
  }).join('\n'));
  footer();
  doc.end();
  return done;
}
