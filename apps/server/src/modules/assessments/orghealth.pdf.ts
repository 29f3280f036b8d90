import { orgHealth, PERCENTILE_BAND_NAMES, type PercentileBand } from '@sandtable/sim/assessments';
import { listOf } from '@sandtable/shared/format/list';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { OrgHealthReportView } from '@sandtable/shared/contracts/assessments';
import { translator } from '../../lib/i18n';
import { PDF_COLOURS, startSelfReportPdf } from './self-report.pdf';

/**
 * The organisation-health report as PDF (A4 portrait, Noto Sans SC embedded, like the other reports):
 * the same figures as /oh-report — the nine areas as bars (score 6–30, band and percentile written
 * beside each, so colour is never the only carrier), the strongest areas, the weakest with what they
 * tend to look like and what to try, the department's view under the anonymity rule, and the note
 * that the norm is provisional. Texts: assessment.json `oh.*`; area names and advice from the instrument.
 */
const { ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;
/** A bar's fill by band: the weak ones warm, the strong ones the accent's tint (as the screen's heat map). */
const BAND_FILL: Record<PercentileBand, string> = { low: '#f4a582', average: '#c9d3e3', high: '#6ea8e8' };

type AreaId = orgHealth.AreaId;

export async function renderOrgHealthPdf(r: OrgHealthReportView, courseName: string | null, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const profile = r.profile!;
  const name = (id: string) => orgHealth.areaOf(id as AreaId).name[lang];
  const band = (b: string) => PERCENTILE_BAND_NAMES[b as PercentileBand][lang];
  const colon = lang === 'zh' ? '：' : ': ';
  const aside = (x: string) => (lang === 'zh' ? `（${x}）` : ` (${x})`);
  const { doc, done, x0, width: W, footer } = await startSelfReportPdf({ title: t('assessment:oh.pdfTitle'), name: r.name, courseName, lead: t('assessment:oh.reportLead'), footer: t('assessment:oh.pdfFooter') });

  // The nine areas as bars over 6..30, the figures beside each.
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).fillColor(INK).text(t('assessment:oh.areasTitle'), x0, doc.y, { width: W });
  let y = doc.y + 8;
  const label = 130;
  const figures = 150;
  const track = W - label - figures - 16;
  const { RAW_MIN, RAW_MAX } = orgHealth;
  for (const id of orgHealth.AREA_IDS) {
    const score = profile.scores.raw[id];
    const b = profile.bands[id] as PercentileBand;
    doc.font('regular').fontSize(10).fillColor(INK).text(name(id), x0, y + 3, { width: label, lineBreak: false, ellipsis: true });
    doc.rect(x0 + label, y, track, 16).fill('#f3f5f9');
    doc.rect(x0 + label, y, (track * (score - RAW_MIN)) / (RAW_MAX - RAW_MIN), 16).fill(BAND_FILL[b]);
    doc.font('regular').fontSize(9).fillColor(MUTED).text(`${score} · ${band(b)} · ${t('assessment:oh.percentile')} ${profile.percentile[id]}`, x0 + label + track + 8, y + 4, { width: figures + 8, lineBreak: false });
    y += 22;
  }
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:oh.norm'), x0, y + 2, { width: W });
  y = doc.y + 14;

  // A section that would run into the footer starts a new page. A line given as { strong } is a subheading in bold.
  type Line = string | { strong: string };
  const textOf = (l: Line) => (typeof l === 'string' ? l : l.strong);
  const para = (title: string, lines: Line[]) => {
    const height = 24 + doc.font('regular').fontSize(10).heightOfString(lines.map(textOf).join('\n'), { width: W });
    if (y + height > doc.page.height - 84) {
      footer();
      doc.addPage();
      y = 48;
    }
    doc.font('bold').fontSize(12).fillColor(INK).text(title, x0, y, { width: W });
    for (const l of lines) {
      if (typeof l === 'string') doc.font('regular').fontSize(10).fillColor(INK).text(l, { width: W });
      else doc.moveDown(0.3).font('bold').fontSize(10).fillColor(INK).text(l.strong, { width: W });
    }
    y = doc.y + 10;
  };

  para(t('assessment:oh.strongestTitle'), profile.strongest.map((id) => `${name(id)}${aside(band(profile.bands[id]))}${colon}${orgHealth.areaOf(id as AreaId).essence[lang]}`));
  const weakestAllHigh = profile.weakest.every((id) => profile.bands[id] === 'high');
  if (weakestAllHigh) para(t('assessment:oh.allHighTitle'), [orgHealth.ALL_HIGH[lang]]);
  else {
    para(t('assessment:oh.weakestTitle'), [
      t('assessment:oh.weakestWhy'),
      ...profile.weakest.flatMap((id) => {
        const area = orgHealth.areaOf(id as AreaId);
        return [{ strong: `${area.name[lang]}${aside(band(profile.bands[id]))}` }, `${t('assessment:oh.signs')}${colon}${area.signs[lang]}`, `${t('assessment:oh.levers')}${colon}${area.levers[lang]}`];
      }),
    ]);
  }

  // The department's view, under the anonymity rule.
  if (r.department) {
    const d = r.department;
    const title = t('assessment:oh.department', { department: d.department ?? t('assessment:oh.noDepartment') });
    if (d.profile.status === 'shown') {
      const mean = d.profile.scores;
      para(title, [
        t('assessment:oh.deptLead', { count: d.profile.count, people: d.people }),
        ...orgHealth.AREA_IDS.map((id) => `${name(id)}${colon}${t('assessment:oh.deptMean')} ${mean.scores.raw[id].toFixed(1)} · ${band(mean.bands[id])}${aside(`${t('assessment:oh.you')} ${profile.scores.raw[id]}`)}`),
        t('assessment:oh.deptWeakest', { areas: listOf(mean.weakest.map(name), lang) }),
      ]);
    } else {
      para(title, [t('assessment:oh.deptWithheld', { needed: d.profile.needed, count: d.profile.count, people: d.people })]);
    }
  }
  doc.moveTo(x0, y).lineTo(x0 + W, y).lineWidth(0.5).strokeColor(LINE).stroke();
  footer();
  doc.end();
  return done;
}
