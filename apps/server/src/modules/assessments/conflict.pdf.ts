import { conflict } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { ConflictReportView } from '@sandtable/shared/contracts/assessments';
import { translator } from '../../lib/i18n';
import { PDF_COLOURS, startSelfReportPdf } from './self-report.pdf';
import { listOf } from '@sandtable/shared/format/list';

/**
 * The conflict-handling report as PDF (A4 portrait, Noto Sans SC embedded, like the other reports):
 * the same figures as /cf-report — points per mode with percentile, band and a bar, the two axes,
 * the most and least used modes, advice, and the note that the norm is provisional.
 * Texts: assessment.json `cf.*`; mode names and advice from the instrument.
 */
const { ink: INK, muted: MUTED, accent: BAR, line: LINE } = PDF_COLOURS;

type ModeId = conflict.ModeId;

export async function renderConflictPdf(r: ConflictReportView, courseName: string | null, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const profile = r.profile!;
  const mode = (id: string) => conflict.modeOf(id as ModeId);
  const list = (ids: readonly string[]) => listOf(ids.map((id) => mode(id).name[lang]), lang);
  const { doc, done, x0, width: W, footer } = await startSelfReportPdf({ title: t('assessment:cf.pdfTitle'), name: r.name, courseName, lead: t('assessment:cf.reportLead'), footer: t('assessment:cf.pdfFooter') });

  doc.moveDown(0.6);

  // The table: mode, points, percentile, band, with a bar on the 0–12 scale; most used first.
  const cols = [x0, x0 + 120, x0 + 175, x0 + 245];
  const barX = x0 + 360;
  const barW = W - 360;
  let y = doc.y + 4;
  doc.font('bold').fontSize(10).fillColor(INK);
  [t('assessment:cf.mode'), t('assessment:cf.points'), t('assessment:cf.percentile'), t('assessment:cf.band')].forEach((h, i) => doc.text(h, cols[i], y, { width: i === 3 ? 110 : 70 }));
  y += 20;
  for (const id of profile.ranked) {
    doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
    const points = profile.scores.points[id] ?? 0;
    doc.font(profile.dominant.includes(id) ? 'bold' : 'regular').fontSize(10).fillColor(INK).text(mode(id).name[lang], cols[0], y, { width: 115 });
    doc.font('regular').fillColor(INK);
    doc.text(String(points), cols[1], y, { width: 50 });
    doc.text(String(profile.percentile[id]), cols[2], y, { width: 60 });
    doc.text(conflict.MODE_BAND_NAMES[profile.bands[id] as conflict.ModeBand][lang], cols[3], y, { width: 110 });
    doc.rect(barX, y + 3, (barW * points) / conflict.MODE_MAX, 6).fill(BAR);
    y += 22;
  }
  doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:cf.norm'), x0, y + 2, { width: W });
  y = doc.y + 14;

  const para = (title: string, body: string) => {
    doc.font('bold').fontSize(12).fillColor(INK).text(title, x0, y, { width: W });
    doc.font('regular').fontSize(10).fillColor(INK).text(body, { width: W });
    y = doc.y + 10;
  };
  para(t('assessment:cf.axes'), [
    `${t('assessment:cf.assertiveness')}: ${profile.scores.assertiveness}   ${t('assessment:cf.cooperativeness')}: ${profile.scores.cooperativeness}`,
    t('assessment:cf.axesLead'),
  ].join('\n'));
  para(t('assessment:cf.dominant'), profile.dominant.map((id) => `${mode(id).name[lang]}: ${mode(id).essence[lang]}`).join('\n'));
  para(t('assessment:cf.leastUsed'), profile.leastUsed.length ? list(profile.leastUsed) : t('assessment:cf.allEqual'));
  para(t('assessment:cf.adviceTitle'), profile.advice.map((a) => `${t(`assessment:cf.${a.kind}`)} (${mode(a.mode).name[lang]}): ${mode(a.mode)[a.kind][lang]}`).join('\n'));
  footer();
  doc.end();
  return done;
}
