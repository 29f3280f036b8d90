// The leadership-style test's results for a course's managers (spec lsResultDataPage,
// collectiveResult, generate, generateSeparated; docs/decisions/assessments.md "Leadership results
// for managers"): the members' table, the collective profile under the anonymity rule, one person's
// report as PDF, and every submitted member's report with the table in one zip.
import type { z } from 'zod';
import { zipSync } from 'fflate';
import { leadership, othersView } from '@sandtable/sim/assessments';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { formatTime } from '@sandtable/shared/format/time';
import type { assessmentEndpoints, LsCollective, LsResultRow, lsPdfQuerySchema } from '@sandtable/shared/contracts/assessments';
import { localeFromHeader } from '@sandtable/shared/i18n/locales';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { safeFileName, writeSheet, type ExportCell } from '../../lib/sheet';
import * as repo from './assessment.repo';
import { leadershipReport } from './assessment.service';
import { managedLeadership } from './ls-groups.service';
import { memberResults, countMemberResults, type ResultRow } from './ls-results.repo';
import { renderLeadershipPdf } from './ls-results.pdf';
import type { Exporter } from '../exports';

type Req<K extends keyof typeof assessmentEndpoints> = z.output<(typeof assessmentEndpoints)[K]['request']>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const today = () => formatTime(new Date()).slice(0, 10);

/** A row's own result: dominant and second style and versatility from the stored scores (never others' ratings). */
function presentRow(r: ResultRow): LsResultRow {
  const scored = r.status === 'finished' && r.scores ? leadership.styleProfile(r.scores as unknown as leadership.StyleScores) : null;
  return {
    userId: r.userId, name: r.name, teamName: r.teamName, status: r.status, submittedAt: r.submittedAt ? r.submittedAt.toISOString() : null,
    dominant: scored?.dominant ?? null, secondary: scored?.secondary ?? null, versatility: scored?.flexibility ?? null,
    scores: scored ? Object.fromEntries(leadership.STYLE_IDS.map((s) => [s, oneDecimal(scored.scores.score[s])])) : null,
  };
}

/** The managers' table (/course/lsResultDataPage.json): every member of the course, searched, filtered, a page at a time. */
export async function lsResultPage(deps: AppDeps, actor: Actor, input: Req<'lsResultPage'>) {
  const a = await managedLeadership(deps.db, actor, input.assessmentId);
  const filter = { courseId: a.courseId, assessmentId: a.id, keyword: input.keyword || undefined, status: input.status };
  const [rows, total] = await Promise.all([
    memberResults(deps.db, filter, { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize }),
    countMemberResults(deps.db, filter),
  ]);
  return { list: rows.map(presentRow), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** The course's collective profile for its managers: counts always, the profile from three submitted members on. */
export async function lsCollective(deps: AppDeps, actor: Actor, input: Req<'lsCollective'>): Promise<LsCollective> {
  const a = await managedLeadership(deps.db, actor, input.assessmentId);
  const rows = await memberResults(deps.db, { courseId: a.courseId, assessmentId: a.id });
  const finished = rows.filter((r) => r.status === 'finished' && r.scores);
  return {
    assessmentId: a.id, courseId: a.courseId, courseName: a.courseName ?? '', members: rows.length, finished: finished.length,
    profile: othersView(finished.length, () => leadership.groupProfile(finished.map((r) => r.scores as unknown as leadership.StyleScores)), a.anonymityThreshold),
  };
}

/** A person's report file name: their name and the course's (or the report's title for a self-study test). */
const reportFileName = (t: ReturnType<typeof translator>, name: string, courseName: string | null) => `${safeFileName(`${name}-${courseName ?? t('assessment:lsPdf.title')}`)}.pdf`;

/** One person's report as PDF (/game/ls/generate.json): who may read it as for /game/ls/evaluateResult.json; a test not submitted is not found. */
export async function leadershipPdf(deps: AppDeps, actor: Actor, input: z.output<typeof lsPdfQuerySchema>): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await leadershipReport(deps, actor, { assessmentId: input.assessmentId, userId: input.userId });
  if (report.status !== 'finished' || !report.self) fail(Errors.notFound);
  const a = (await repo.findAssessment(deps.db, input.assessmentId))!;
  const attempt = await repo.findAttempt(deps.db, a.id, report.userId);
  const locale = localeFromHeader(input.lang);
  const pdf = await renderLeadershipPdf(report, { courseName: a.courseName, submittedAt: attempt?.submittedAt ?? null }, locale);
  return { pdf, fileName: reportFileName(translator(locale), report.name, a.courseName) };
}

/** The results table as a sheet: headings in the file's language, figures as numbers. */
function resultsSheet(t: ReturnType<typeof translator>, lang: 'zh' | 'en', rows: readonly LsResultRow[]): Buffer {
  const styleName = (id: string | null) => (id ? leadership.styleOf(id as leadership.StyleId).name[lang] : null);
  const head: ExportCell[] = [
    ...['name', 'team', 'status', 'submittedAt', 'dominant', 'secondary', 'versatility'].map((k) => String(t(`assessment:results.col.${k}`))),
    ...leadership.STYLE_IDS.map((s) => leadership.styleOf(s).name[lang]),
  ];
  const body = rows.map((r): ExportCell[] => [
    r.name, r.teamName, String(t(`assessment:status.${r.status}`)), r.submittedAt ? formatTime(new Date(r.submittedAt)) : null,
    styleName(r.dominant), styleName(r.secondary), r.versatility,
    ...leadership.STYLE_IDS.map((s) => r.scores?.[s] ?? null),
  ]);
  return writeSheet('leadership', [head, ...body]);
}

/**
 * Every submitted member's report and the results table in one zip (/game/ls/generateSeparated.json,
 * the course's managers), made in the background (docs/decisions/exports.md; the queue makes one at a
 * time per process, as PDFs are CPU work on a two-core machine): `<name>-<course>.pdf` per person (a
 * name twice gets its user id), and `<title>-<course>-<date>.xlsx` with every member's row; the zip
 * is named after the course and the day. Progress is counted in reports.
 */
export const leadershipZip: Exporter = {
  check: async (deps, actor, assessmentId) => {
    await managedLeadership(deps.db, actor, assessmentId);
  },
  make: async (deps, actor, task, progress) => {
    const a = await managedLeadership(deps.db, actor, task.subjectId);
    const locale = localeFromHeader(task.lang);
    const t = translator(locale);
    const courseName = a.courseName ?? '';
    const rows = (await memberResults(deps.db, { courseId: a.courseId, assessmentId: a.id })).map(presentRow);
    const finished = rows.filter((r) => r.status === 'finished');
    const files: Record<string, Uint8Array> = {};
    const taken = new Set<string>();
    await progress(0, finished.length);
    for (const [i, row] of finished.entries()) {
      const report = await leadershipReport(deps, actor, { assessmentId: a.id, userId: row.userId });
      if (report.self) {
        const pdf = await renderLeadershipPdf(report, { courseName, submittedAt: row.submittedAt ? new Date(row.submittedAt) : null }, locale);
        let name = reportFileName(t, row.name, courseName);
        if (taken.has(name.toLowerCase())) name = reportFileName(t, `${row.name}-${row.userId}`, courseName);
        taken.add(name.toLowerCase());
        files[name] = pdf;
      }
      await progress(i + 1, finished.length);
    }
    const stem = (what: string) => safeFileName(`${t(what)}-${courseName}-${today()}`);
    files[`${stem('assessment:results.sheetName')}.xlsx`] = resultsSheet(t, task.lang, rows);
    // PDFs and xlsx are compressed already: stored, not deflated again.
    return { bytes: zipSync(files, { level: 0 }), fileName: `${stem('assessment:results.zipName')}.zip` };
  },
};
