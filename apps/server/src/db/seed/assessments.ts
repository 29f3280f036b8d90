import { eq } from 'drizzle-orm';
import { teamRole, leadership, conflict, teamwork, type ChoiceBank } from '@sandtable/sim/assessments';
import { seededRandom, type Random } from '@sandtable/sim/random';
import { OBSERVER_LINK_DAYS, type Instrument } from '@sandtable/shared/contracts/assessments';
import type { AppDeps } from '../../lib/context';
import { assessments, courses, courseMembers, teams } from '../schema';
import { accountActor } from '../../modules/user';
import { assignAssessment, inviteObservers, answerAsObserver, saveAnswers, submitAnswers } from '../../modules/assessments';
import { DEMO_RUNNING_COURSE } from './courses';

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

const LEANS: [leadership.StyleId, leadership.StyleId][] = [
  ['coaching', 'democratic'], ['visionary', 'pacesetting'], ['affiliative', 'coaching'], ['democratic', 'affiliative'],
  ['pacesetting', 'commanding'], ['commanding', 'visionary'], ['coaching', 'visionary'], ['democratic', 'coaching'],
];

/**
 * Assessment results for the running demo course (issue 14: "demo assessment results"), so the
 * tests' pages, reports, the group and company views and the games' team profiles mean something on
 * a first start: its lecturer assigns the team-role, leadership-style, teamwork-status and
 * conflict-handling tests; the first two teams take them (team-role rated by three teammates each,
 * so the observers' view shows), the third team takes the leadership-style test, and one member of
 * the fourth is half-way. Through the assessments module's own services, the way members' requests
 * go; the same answers on every first start (seeded). Only where the course has no assessment yet.
 * Returns how many tests were submitted.
 */
export async function seedDemoAssessments(deps: AppDeps): Promise<number> {
  const [course] = await deps.db.select({ id: courses.id, lecturerId: courses.lecturerId }).from(courses).where(eq(courses.name, DEMO_RUNNING_COURSE));
  if (!course?.lecturerId) return 0;
  const [any] = await deps.db.select({ id: assessments.id }).from(assessments).where(eq(assessments.courseId, course.id)).limit(1);
  if (any) return 0;
  const lecturer = await accountActor(deps.db, course.lecturerId);
  if (!lecturer) return 0;
  const members = await deps.db
    .select({ userId: courseMembers.userId, teamId: courseMembers.teamId })
    .from(courseMembers)
    .innerJoin(teams, eq(teams.id, courseMembers.teamId))
    .where(eq(courseMembers.courseId, course.id))
    .orderBy(teams.id, courseMembers.userId);
  const teamIds = [...new Set(members.map((m) => m.teamId))];
  const teamOf = (k: number) => members.filter((m) => m.teamId === teamIds[k]).map((m) => m.userId);
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const assigned = {} as Record<Instrument, number>;
  for (const instrument of ['team_role', 'leadership', 'teamwork', 'conflict'] as const) {
    assigned[instrument] = (await assignAssessment(deps, lecturer, { courseId: course.id, instrument, deadline })).id;
  }
  const random = seededRandom(14);
  let submitted = 0;
  const take = async (userId: number, instrument: Instrument, parts: Parts, finish = true) => {
    const actor = (await accountActor(deps.db, userId))!;
    for (const [part, answers] of Object.entries(parts)) await saveAnswers(deps, actor, { assessmentId: assigned[instrument], part, answers });
    if (!finish) return;
    await submitAnswers(deps, actor, { assessmentId: assigned[instrument] });
    submitted++;
  };

  for (const k of [0, 1]) {
    const team = teamOf(k);
    for (const userId of team) {
      const liking = teamRole.latentProfile(random);
      await take(userId, 'team_role', teamRoleParts(teamRole.simulatedSheet(random, liking)));
      // Three teammates rate them, seeing much what they see in themselves.
      const actor = (await accountActor(deps.db, userId))!;
      const invitations = await inviteObservers(deps, actor, { assessmentId: assigned.team_role, observerIds: team.filter((id) => id !== userId), links: 0, days: OBSERVER_LINK_DAYS });
      for (const inv of invitations) {
        const observer = (await accountActor(deps.db, inv.observerId!))!;
        await answerAsObserver(deps, observer, { invitationId: inv.id, answers: teamRole.simulatedSheet(random, liking) });
      }
      await take(userId, 'teamwork', byBank(teamwork.simulatedSheet(random), teamwork.TEAMWORK_BANK));
      await take(userId, 'conflict', byBank(conflict.simulatedSheet(random), conflict.CONFLICT_BANK));
    }
  }
  for (const [i, userId] of [...teamOf(0), ...teamOf(1), ...teamOf(2)].entries()) {
    const [lean, second] = LEANS[i % LEANS.length];
    const s = leadershipSheet(random, lean, second);
    await take(userId, 'leadership', { frequency: s.frequency, scenarios: s.scenarios });
  }
  const halfWay = teamOf(3)[0];
  if (halfWay) await take(halfWay, 'leadership', { frequency: leadershipSheet(random, 'visionary', 'coaching').frequency }, false);
  return submitted;
}
