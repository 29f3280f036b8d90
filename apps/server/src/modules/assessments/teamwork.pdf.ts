import { teamwork, type PercentileBand } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { TeamworkReportView } from '@sandtable/shared/contracts/assessments';
import { translator } from '../../lib/i18n';
import { PDF_COLOURS, startSelfReportPdf } from './self-report.pdf';

/**
 * The teamwork-status report as PDF (A4 portrait, Noto Sans SC embedded, like the other reports):
 * the same figures as /tw-report — the five levels as a pyramid (the foundation at the bottom) with
 * score, percentile and band, the level to start with and its first steps, the team's view under the
 * anonymity rule, what each level looks like, and the note that the norm is provisional.
 * Texts: assessment.json `tw.*`; level names, descriptions and advice from the instrument.
 */
const { ink: INK, muted: MUTED, accent: ACCENT, line: LINE } = PDF_COLOURS;
/** A tier's fill by band: the weak ones warm, the strong ones the accent's tint. */
const BAND_FILL: Record<PercentileBand, string> = { low: '#fde7d9', average: '#eef1f6', high: '#dbe9ff' };

type LevelId = teamwork.LevelId;

export async function renderTeamworkPdf(r: TeamworkReportView, courseName: string | null, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const profile = r.profile!;
  const name = (id: string) => teamwork.levelOf(id as LevelId).name[lang];
  const band = (b: string) => teamwork.LEVEL_BAND_NAMES[b as PercentileBand][lang];
  // The language's colon and brackets: full width in Chinese.
  const colon = lang === 'zh' ? '：' : ': ';
  const aside = (x: string) => (lang === 'zh' ? `（${x}）` : ` (${x})`);
  const { doc, done, x0, width: W, footer } = await startSelfReportPdf({ title: t('assessment:tw.pdfTitle'), name: r.name, courseName, lead: t('assessment:tw.reportLead'), footer: t('assessment:tw.pdfFooter') });

  // The pyramid: the top level first on the page, the foundation widest at the bottom.
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).fillColor(INK).text(t('assessment:tw.pyramid'), x0, doc.y, { width: W });
  let y = doc.y + 8;
  const tier = 40;
  const top = [...teamwork.LEVEL_IDS].reverse();
  top.forEach((id, k) => {
    const w = W * (0.5 + (0.5 * k) / (top.length - 1));
    const x = x0 + (W - w) / 2;
    const focus = profile.focus === id;
    doc.rect(x, y, w, tier - 4).fill(BAND_FILL[profile.bands[id] as PercentileBand]);
    if (focus) doc.rect(x, y, w, tier - 4).lineWidth(1.5).strokeColor(ACCENT).stroke();
    const level = teamwork.LEVEL_IDS.indexOf(id) + 1;
    doc.font('bold').fontSize(10).fillColor(INK).text(`${t('assessment:tw.levelN', { n: level })} · ${name(id)} · ${band(profile.bands[id])}${focus ? ` · ${t('assessment:tw.startHere')}` : ''}`, x + 6, y + 5, { width: w - 12, align: 'center' });
    doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:tw.tierScore', { score: profile.scores.raw[id], percentile: profile.percentile[id] }), x + 6, y + 19, { width: w - 12, align: 'center' });
    y += tier;
  });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:tw.norm'), x0, y + 2, { width: W });
  y = doc.y + 14;

  // A section that would run into the footer starts a new page.
  const para = (title: string, lines: string[]) => {
    const height = 24 + doc.font('regular').fontSize(10).heightOfString(lines.join('\n'), { width: W });
    if (y + height > doc.page.height - 84) {
      footer();
      doc.addPage();
      y = 48;
    }
    doc.font('bold').fontSize(12).fillColor(INK).text(title, x0, y, { width: W });
    doc.font('regular').fontSize(10).fillColor(INK).text(lines.join('\n'), { width: W });
    y = doc.y + 10;
  };

  // Where to start, with why and what to try.
  if (profile.focus) {
    const level = teamwork.levelOf(profile.focus as LevelId);
    para(t('assessment:tw.focusTitle', { level: level.name[lang] }), [level.essence[lang], t('assessment:tw.focusWhy'), `${t('assessment:tw.firstSteps')}${colon}${level.firstSteps[lang]}`]);
  } else {
    para(t('assessment:tw.allHighTitle'), [teamwork.ALL_HIGH[lang]]);
  }

  // The team's view, under the anonymity rule.
  if (r.team) {
    const view = r.team.profile;
    if (view.status === 'shown') {
      const mean = view.scores;
      para(t('assessment:tw.team', { team: r.team.teamName }), [
        t('assessment:tw.teamLead', { count: view.count, members: r.team.members }),
        ...teamwork.LEVEL_IDS.map((id) => `${name(id)}${colon}${t('assessment:tw.teamMean')} ${mean.scores.raw[id].toFixed(1)} · ${band(mean.bands[id])}${aside(`${t('assessment:tw.you')} ${profile.scores.raw[id]}`)}`),
        mean.focus ? t('assessment:tw.teamFocus', { level: name(mean.focus) }) : t('assessment:tw.teamAllHigh'),
      ]);
    } else {
      para(t('assessment:tw.team', { team: r.team.teamName }), [t('assessment:tw.teamWithheld', { needed: view.needed, count: view.count, members: r.team.members })]);
    }
  }

  // What each level looks like, from the foundation up.
  para(t('assessment:tw.levelsTitle'), teamwork.LEVEL_IDS.map((id) => `${name(id)}${aside(band(profile.bands[id]))}${colon}${teamwork.levelOf(id).bands[profile.bands[id] as PercentileBand][lang]}`));
  doc.moveTo(x0, y).lineTo(x0 + W, y).lineWidth(0.5).strokeColor(LINE).stroke();
  footer();
  doc.end();
  return done;
}
