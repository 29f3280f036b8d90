import { useSearchParams } from 'react-router';
import { api } from '@sandtable/shared/contracts/index';
import { ASSESSMENT_FILE_PATHS } from '@sandtable/shared/contracts/assessments';
import { teamRole } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/locales';
import { listOf } from '@sandtable/shared/format/list';

/** The assessments' calls (docs/decisions/assessments.md: the API the screens use). */
export const A = api.assessments;

/** A positive whole number from the query string, or undefined. */
export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** `?assessmentId=&userId=` of the report and test pages. */
export function useAssessmentParams() {
  const [params] = useSearchParams();
  return { assessmentId: numberParam(params, 'assessmentId'), userId: numberParam(params, 'userId'), teamId: numberParam(params, 'teamId'), params };
}

/** A percentile band's tag colour where the weak end is the one to act on (the teamwork-status and organisation-health reports): low warm, high the accent. */
export const ACTION_BAND_COLOUR = { low: 'orange', average: 'default', high: 'blue' } as const;

/** The instruments' own texts are { zh, en }. */
export const langOf = (locale: Locale): 'zh' | 'en' => (locale === 'zh-CN' ? 'zh' : 'en');

export const roleName = (id: string, lang: 'zh' | 'en') => (teamRole.ROLE_IDS.includes(id as teamRole.RoleId) ? teamRole.roleOf(id as teamRole.RoleId).name[lang] : id);

export const roleNames = (ids: readonly string[], lang: 'zh' | 'en') => listOf(ids.map((id) => roleName(id, lang)), lang);

/** A report's PDF at `path` in one language (a plain link: the browser opens or saves it): the caller's own, or a member's for the course's managers. */
function reportPdfUrl(path: string, assessmentId: number, lang: 'zh' | 'en', userId?: number): string {
  const q = new URLSearchParams({ assessmentId: String(assessmentId), lang });
  if (userId) q.set('userId', String(userId));
  return `${path}?${q.toString()}`;
}

/** The team-role report's PDF in one language. */
export const pdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.teamRolePdf, assessmentId, lang, userId);

/** A leadership-style report's PDF in one language (the spec's `generate`). */
export const lsPdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.leadershipPdf, assessmentId, lang, userId);

/** A conflict-handling report's PDF in one language. */
export const cfPdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.conflictPdf, assessmentId, lang, userId);

/** A personality report's PDF in one language. */
export const bfPdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.personalityPdf, assessmentId, lang, userId);
/** A communication-style report's PDF in one language. */
export const csPdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.communicationPdf, assessmentId, lang, userId);
/** A teamwork-status report's PDF in one language. */
export const twPdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.teamworkPdf, assessmentId, lang, userId);
/** An organisation-health report's PDF in one language. */
export const ohPdfUrl = (assessmentId: number, lang: 'zh' | 'en', userId?: number) => reportPdfUrl(ASSESSMENT_FILE_PATHS.orgHealthPdf, assessmentId, lang, userId);

/** A sheet's points of one part, and their total. */
export function partTotal(answers: Record<string, number | null | undefined>): number {
  return Object.values(answers).reduce<number>((s, v) => s + (typeof v === 'number' && Number.isFinite(v) ? v : 0), 0);
}
