import { leadership } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { LeadershipReportView } from '@sandtable/shared/contracts/assessments';
import { formatTime } from '@sandtable/shared/format/time';
import { translator } from '../../lib/i18n';
import { pdfDocument } from '../../lib/pdf';
import { listOf } from '@sandtable/shared/format/list';

/**
 * The leadership-style report as PDF (A4 portrait, Noto Sans SC embedded, like the team-role PDF in
 * assessment.pdf.ts): the same figures as /ls-details — the six styles' scores with their bands and
 * bars, the dominant and second style, versatility, the styles used often, advice — and, from three
 * colleagues on, their view with blind spots and hidden strengths (below that only their count).
 * Texts: assessment.json `lsPdf.*` and the `ls.*` of the screens; style names and advice from the instrument.
 */
const INK = '#1f2a44';
const MUTED = '#5c6478';
const SELF = '#1677ff';
const OTHERS = '#fa8c16';
const LINE = '#d9dde6';

type StyleId = leadership.StyleId;

export async function renderLeadershipPdf(r: LeadershipReportView, meta: { courseName: string | null; submittedAt: Date | null }, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const profile = r.self!;
  const name = (id: string) => leadership.styleOf(id as StyleId).name[lang];
  const list = (ids: readonly string[]) => listOf(ids.map(name), lang);
  const { doc, done } = await pdfDocument({ size: 'A4', margin: 48, info: { Title: t('assessment:lsPdf.title'), Author: 'Sandtable', Subject: r.name } });
  const W = doc.page.width - 96;
  const x0 = 48;

  doc.font('bold').fontSize(20).fillColor(INK).text(t('assessment:lsPdf.title'), x0, 48, { width: W });
  doc.font('regular').fontSize(12).fillColor(MUTED).text(t('assessment:pdf.subject', { name: r.name }), { width: W });
  const facts = [meta.courseName && t('assessment:lsPdf.course', { name: meta.courseName }), meta.submittedAt && t('assessment:lsPdf.submitted', { date: formatTime(meta.submittedAt).slice(0, 10) })].filter(Boolean);
  if (facts.length) doc.fontSize(10).text(facts.join('  ·  '), { width: W });
  doc.moveDown(0.8);

  const others = r.others.status === 'shown' ? r.others.scores : null;
  doc.font('regular').fontSize(10).fillColor(MUTED).text(
    others ? t('assessment:lsPdf.othersShown', { count: r.others.count }) : t('assessment:ls.others', { min: r.others.status === 'withheld' ? r.others.needed : 3, count: r.others.count }),
    { width: W },
  );
  doc.moveDown(0.6);

  // The table: style, own score, band, colleagues' score (when shown), with one or two bars; strongest first.
  const ranked = leadership.rankedStyles(profile.scores as leadership.StyleScores);
  const cols = [x0, x0 + 130, x0 + 185, x0 + 290];
  let y = doc.y + 4;
  doc.font('bold').fontSize(10).fillColor(INK);
  [t('assessment:ls.style'), t('assessment:ls.score'), t('assessment:ls.band'), others ? t('assessment:ls.diffOthers', { count: r.others.count }) : ''].forEach((h, i) => doc.text(h, cols[i], y, { width: i === 3 ? 110 : 100 }));
  y += 20;
  const barX = x0 + 400;
  const barW = W - 400;
  for (const id of ranked) {
    doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
    const own = Math.round(profile.scores.score[id] ?? 0);
    const theirs = others ? Math.round(others.scores.score[id] ?? 0) : undefined;
    doc.font(id === profile.dominant ? 'bold' : 'regular').fontSize(10).fillColor(INK).text(name(id), cols[0], y, { width: 125 });
    doc.font('regular').fillColor(INK);
    doc.text(String(own), cols[1], y, { width: 50 });
    doc.text(leadership.STYLE_BAND_NAMES[profile.bands[id] as leadership.StyleBand][lang], cols[2], y, { width: 100 });
    if (theirs !== undefined) doc.text(String(theirs), cols[3], y, { width: 100 });
    doc.rect(barX, y + 1, (barW * own) / 100, 5).fill(SELF);
    if (theirs !== undefined) doc.rect(barX, y + 8, (barW * theirs) / 100, 5).fill(OTHERS);
    y += 22;
  }
  doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
  if (others) {
    doc.rect(barX, y + 4, 8, 8).fill(SELF);
    doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:ls.diffSelf'), barX + 12, y + 3);
    doc.rect(barX, y + 18, 8, 8).fill(OTHERS);
    doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:ls.diffOthers', { count: r.others.count }), barX + 12, y + 17);
    y += 40;
  } else {
    y += 10;
  }

  const para = (title: string, body: string) => {
    if (y > doc.page.height - 140) {
      doc.addPage();
      y = 48;
    }
    doc.font('bold').fontSize(12).fillColor(INK).text(title, x0, y, { width: W });
    doc.font('regular').fontSize(10).fillColor(INK).text(body, { width: W });
    y = doc.y + 10;
  };
  const dominant = leadership.styleOf(profile.dominant as StyleId);
  para(`${t('assessment:ls.dominant')}: ${dominant.name[lang]}`, [dominant.essence[lang], `${t('assessment:ls.whenItWorks')}: ${dominant.whenItWorks[lang]}`, `${t('assessment:ls.risk')}: ${dominant.risk[lang]}`].join('\n'));
  para(`${t('assessment:ls.secondary')}: ${name(profile.secondary)}`, leadership.styleOf(profile.secondary as StyleId).essence[lang]);
  para(
    t('assessment:ls.versatility', { n: profile.flexibility }),
    [t('assessment:ls.versatilityHint'), profile.repertoire.length ? t('assessment:ls.repertoire', { list: list(profile.repertoire) }) : t('assessment:ls.noRepertoire')].join('\n'),
  );
  // The engine's order (ties broken by the scenario choices): the least used style is never the dominant one.
  const least = leadership.styleOf(ranked[ranked.length - 1]);
  para(t('assessment:ls.adviceTitle'), [`${t('assessment:ls.overuse')} (${dominant.name[lang]}): ${dominant.overuse[lang]}`, `${t('assessment:ls.develop')} (${least.name[lang]}): ${least.develop[lang]}`].join('\n'));
  if (r.diff) {
    para(t('assessment:ls.blindSpots'), r.diff.blindSpots.length ? `${t('assessment:ls.blindSpotsLead')} ${list(r.diff.blindSpots)}` : t('assessment:ls.noBlindSpots'));
    para(t('assessment:ls.hiddenStrengths'), r.diff.hiddenStrengths.length ? `${t('assessment:ls.hiddenStrengthsLead')} ${list(r.diff.hiddenStrengths)}` : t('assessment:ls.noHiddenStrengths'));
  }
  doc.font('regular').fontSize(8).fillColor(MUTED).text(t('assessment:lsPdf.footer'), x0, doc.page.height - 72, { width: W, align: 'center' });
  doc.end();
  return done;
}
