import type { TeamRoundResult } from '@sandtable/sim/change';
import type { Locale } from '@sandtable/shared/i18n/index';
import { formatTime } from '@sandtable/shared/format/time';
import { translator } from '../../lib/i18n';
import { pdfDocument } from '../../lib/pdf';
import { listOf } from '@sandtable/shared/format/list';

/** What a CM team report shows (reportCreate.json): the team, its standing, its rounds and the levers it played. */
export interface CmReportInput {
  locale: Locale;
  courseName: string;
  caseTitle: string;
  teamName: string;
  members: string[];
  /** How many teams played. */
  teams: number;
  /** The team's settled rounds, in order. */
  rounds: { number: number; practice: boolean; result: TeamRoundResult }[];
  /** Times each lever took effect over the official rounds. */
  leverUse: Record<string, number>;
  generatedAt: Date;
}

const INK = '#1f2a44';
const MUTED = '#5c6478';
const LINE = '#d9dce3';
const pct = (x: number) => Math.round(x * 1000) / 10;

/** A4 portrait, Noto Sans SC embedded (lib/pdf.ts); every word from game:cm.report.* and the game's catalogue. */
export async function renderCmReportPdf(r: CmReportInput): Promise<Buffer> {
  const t = translator(r.locale);
  const { doc, done } = await pdfDocument({ size: 'A4', margin: 56, info: { Title: `${t('game:cm.report.title')} — ${r.teamName}`, Author: 'Sandtable', Subject: r.courseName } });
  const W = doc.page.width - 112;
  const line = (s: string, size = 11, opts: { bold?: boolean; color?: string; gap?: number } = {}) =>
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(size).fillColor(opts.color ?? INK).text(s, { width: W }).moveDown(opts.gap ?? 0.3);

  line(t('game:cm.report.title'), 20, { bold: true, gap: 0.6 });
  line(t('game:cm.report.course', { name: r.courseName }));
  line(t('game:cm.report.case', { name: r.caseTitle }));
  line(t('game:cm.report.team', { name: r.teamName }), 11, { bold: true });
  if (r.members.length) line(t('game:cm.report.members', { names: listOf(r.members, r.locale) }));
  line(t('game:cm.report.generated', { at: formatTime(r.generatedAt) }), 9, { color: MUTED, gap: 1 });

  line(t('game:cm.report.summary'), 14, { bold: true });
  const last = r.rounds.filter((x) => !x.practice).at(-1)?.result;
  if (!last) line(t('game:cm.report.noRounds'));
  else {
    line(t('game:cm.report.overall', { score: last.overallScore, rank: last.overallRank, teams: r.teams }));
    line(t('game:cm.report.adoption', { adopted: last.counts.adopted, people: last.people.length, index: pct(last.adoptionIndex) }));
    line(t('game:cm.report.standing', { phase: t(`game:cm.phase.${last.phase}`), credibility: Math.round(last.credibility), level: t(`game:cm.level.${last.level}.name`) }));
  }
  doc.moveDown(0.8);

  if (r.rounds.length) {
    line(t('game:cm.report.rounds'), 14, { bold: true });
    const heads = ['round', 'spent', 'phase', 'credibility', 'index', 'score', 'rank'].map((k) => t(`game:cm.report.${k}`));
    const widths = [0.16, 0.14, 0.16, 0.14, 0.16, 0.12, 0.12].map((f) => f * W);
    // A row is as tall as its tallest cell (a heading may wrap).
    const row = (cells: string[], bold = false) => {
      if (doc.y > doc.page.height - 96) doc.addPage();
      const y = doc.y;
      let x = 56;
      let bottom = y;
      cells.forEach((cell, i) => {
        doc.font(bold ? 'bold' : 'regular').fontSize(10).fillColor(INK).text(cell, x, y, { width: widths[i] - 4 });
        bottom = Math.max(bottom, doc.y);
        x += widths[i];
      });
      doc.moveTo(56, bottom + 3).lineTo(56 + W, bottom + 3).lineWidth(0.5).strokeColor(LINE).stroke();
      doc.x = 56;
      doc.y = bottom + 6;
    };
    row(heads, true);
    for (const { number, practice, result } of r.rounds) {
      row([
        practice ? t('game:cm.report.practice', { n: number }) : String(number),
        String(result.spent),
        t(`game:cm.phase.${result.phase}`),
        String(Math.round(result.credibility)),
        `${pct(result.adoptionIndex)}%`,
        String(result.score),
        String(result.rank),
      ]);
    }
    doc.moveDown(0.8);
  }

  line(t('game:cm.report.levers'), 14, { bold: true });
  const used = Object.entries(r.leverUse).sort((a, b) => b[1] - a[1]);
  if (!used.length) line(t('game:cm.report.noLevers'));
  for (const [lever, count] of used) line(t('game:cm.report.times', { lever: t(`game:cm.lever.${lever}.name`), count }));

  doc.end();
  return done;
}
