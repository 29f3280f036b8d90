import { eq } from 'drizzle-orm';
import { teamRole, leadership, conflict, teamwork, type ChoiceBank } from '@sandtable/sim/assessments';
import { seededRandom, type Random } from '@sandtable/sim/random';
import { OBSERVER_LINK_DAYS, type Instrument } from '@sandtable/shared/contracts/assessments';
import type { AppDeps } from '../../lib/context';
import { assessments, courses, courseMembers, teams } from '../schema';
import { accountActor } from '../../modules/user';
import { assignAssessment, inviteObservers, answerAsObserver, saveAnswers, submitAnswers } from '../../modules/assessments';
import { DEMO_GAME_COURSE } from './courses';

type Sheet = Record<string, unknown>;
type Parts = Record<string, Sheet>;

/** A whole sheet cut into the parts a person saves one at a time. */
const byBank = (sheet: Sheet, bank: ChoiceBank): Parts => {
  const parts: Parts = {};
  for (const [id, answer] of Object.entries(sheet)) (parts[String(bank.byId.get(id)!.part)] ??= {})[id] = answer;
  return parts;
};
const teamRoleParts = (sheet: Sheet): Parts =>
  Object.fromEntries(teamRole.PARTS.map((p) => [String(p.part), Object.fromEntries(p.statements.filter((s) => s.id in sheet).map((s) => [s.id, sheet[s.id]]))]));

/** A leadership sheet leaning to one style (and a second), with some spread from `random`. */
function leadershipSheet(random: Random, lean: leadership.StyleId, second: leadership.StyleId): leadership.LeadershipSheet {
  const often = (style: string) => (style === lean ? 5 : style === second ? 4 : 1 + Math.floor(random() * 3));
  return {
    frequency: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, often(i.style)])),
    scenarios: Object.fromEntries(leadership.SCENARIOS.map((s, k) => [s.id, k % 3 === 2 ? { first: second, second: lean } : { first: lean, second }])),
  };
}

/**
 * The demo's answers are drawn from this seed. Chosen (docs/assessments/debrief-findings.md §4) so
 * that the demo game's debrief has a finding to discuss: with most seeds no team both lacks a role
 * and stands out in the figures that role speaks to, which is the rule working, but shows nothing.
 */
export const DEMO_ASSESSMENT_SEED = 3;

const LEANS: [leadership.StyleId, leadership.StyleId][] = [
  ['coaching', 'democratic'], ['visionary', 'pacesetting'], ['affiliative', 'coaching'], ['democratic', 'affiliative'],
  ['pacesetting', 'commanding'], ['commanding', 'visionary'], ['coaching', 'visionary'], ['democratic', 'coaching'],
];

/**
 * Assessment results for the finished demo market course (issue 14: "demo assessment results"), so
 * the tests' pages, reports, the group and company views and the finished game's debrief (team
 * profiles, and the findings that cite them) mean something on a first start: its lecturer assigns
 * the team-role, leadership-style, teamwork-status and conflict-handling tests; every member takes
 * them (each team-role rated by three others of the course, so the observers' view shows), but the
 * last member has answered half of the leadership-style test. Through the assessments module's own
 * services, the way members' requests go; the same answers on every first start (seeded). Only
 * where the course has no assessment yet. Returns how many tests were submitted.
 */
export async function seedDemoAssessments(deps: AppDeps, seed = DEMO_ASSESSMENT_SEED): Promise<number> {
  const [course] = await deps.db.select({ id: courses.id, lecturerId: courses.lecturerId }).from(courses).where(eq(courses.name, DEMO_GAME_COURSE));
  if (!course?.lecturerId) return 0;
  const [any] = await deps.db.select({ id: assessments.id }).from(assessments).where(eq(assessments.courseId, course.id)).limit(1);
  if (any) return 0;
  const lecturer = await accountActor(deps.db, course.lecturerId);
  if (!lecturer) return 0;
  const members = (
    await deps.db.select({ userId: courseMembers.userId }).from(courseMembers).innerJoin(teams, eq(teams.id, courseMembers.teamId)).where(eq(courseMembers.courseId, course.id)).orderBy(teams.id, courseMembers.userId)
  ).map((m) => m.userId);
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const assigned = {} as Record<Instrument, number>;
  for (const instrument of ['team_role', 'leadership', 'teamwork', 'conflict'] as const) {
    assigned[instrument] = (await assignAssessment(deps, lecturer, { courseId: course.id, instrument, deadline })).id;
  }
  const random = seededRandom(seed);
  let submitted = 0;
  const take = async (userId: number, instrument: Instrument, parts: Parts, finish = true) => {
    const actor = (await accountActor(deps.db, userId))!;
    for (const [part, answers] of Object.entries(parts)) await saveAnswers(deps, actor, { assessmentId: assigned[instrument], part, answers });
    if (!finish) return;
    await submitAnswers(deps, actor, { assessmentId: assigned[instrument] });
    submitted++;
  };

  for (const [k, userId] of members.entries()) {
    const liking = teamRole.latentProfile(random);
    await take(userId, 'team_role', teamRoleParts(teamRole.simulatedSheet(random, liking)));
    // Three others of the course rate them, seeing much what they see in themselves.
    const actor = (await accountActor(deps.db, userId))!;
    const observerIds = [1, 2, 3].map((d) => members[(k + d) % members.length]).filter((id) => id !== userId);
    const invitations = await inviteObservers(deps, actor, { assessmentId: assigned.team_role, observerIds, links: 0, days: OBSERVER_LINK_DAYS });
    for (const inv of invitations) {
      const observer = (await accountActor(deps.db, inv.observerId!))!;
      await answerAsObserver(deps, observer, { invitationId: inv.id, answers: teamRole.simulatedSheet(random, liking) });
    }
    await take(userId, 'teamwork', byBank(teamwork.simulatedSheet(random), teamwork.TEAMWORK_BANK));
    await take(userId, 'conflict', byBank(conflict.simulatedSheet(random), conflict.CONFLICT_BANK));
    const [lean, second] = LEANS[k % LEANS.length];
    const s = leadershipSheet(random, lean, second);
    const last = k === members.length - 1;
    await take(userId, 'leadership', last ? { frequency: s.frequency } : { frequency: s.frequency, scenarios: s.scenarios }, !last);
  }
  return submitted;
}
