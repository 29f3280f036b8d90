import type { z } from 'zod';
import type { courseEndpoints, coursePlanSchema } from '@sandtable/shared/contracts/courses';
import { COURSE_LIMITS, minTeamsToStart } from '@sandtable/shared/rules/course';
import { TS_TEAMS } from '@sandtable/shared/rules/constants';
import type { AppDeps } from '../../lib/context';

type PlanRequest = z.output<(typeof courseEndpoints)['plan']['request']>;
type Plan = z.output<typeof coursePlanSchema>;
type Params = Record<string, string | number>;

/**
 * The guided flow's rules (docs/decisions/0004-courses.md). Simulation courses work best with
 * teams of about five (everyone has a role, nobody hides); teamwork objectives call for four.
 * A class day is seven hours; a briefing of 30 minutes opens it and a 45-minute debrief closes it;
 * each round takes 45 minutes (30 to decide, 15 to read the results); a practice round is worth
 * its time from six hours on.
 */
export const PLAN_RULES = {
  teamSize: 5,
  teamSizeForTeamwork: 4,
  hoursPerDay: 7,
  briefingMinutes: 30,
  debriefMinutes: 45,
  minutesPerRound: 45,
  practiceFromHours: 6,
  rounds: { min: 2, max: 12 },
  registrationLeadHours: 24,
} as const;

/** Objective words the plan reacts to (zh and en), by theme. */
const THEMES: Record<string, RegExp> = {
  teamwork: /team|collaborat|协作|团队|合作/i,
  pricing: /pric|定价|价格/i,
  marketing: /market|营销|市场/i,
  finance: /financ|profit|cash|财务|利润|现金/i,
  strategy: /strateg|战略|竞争/i,
  change: /change|变革|转型/i,
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const HOUR = 3_600_000;

export function planCourse(input: PlanRequest, now = Date.now()): Plan {
  const reasons: { key: string; params: Params }[] = [];
  const themes = Object.entries(THEMES)
    .filter(([, re]) => re.test(input.objectives))
    .map(([theme]) => theme);
  if (themes.length) reasons.push({ key: 'plan.reason.objectiveKeywords', params: { keywords: themes.join(', ') } });

  const minTeams = minTeamsToStart(input.gameId);
  const size = input.gameId === 'TS' ? TS_TEAMS.size : themes.includes('teamwork') ? PLAN_RULES.teamSizeForTeamwork : PLAN_RULES.teamSize;
  let teamCount = clamp(Math.round(input.participants / size), minTeams, COURSE_LIMITS.teams.max);
  if (teamCount === minTeams && Math.round(input.participants / size) < minTeams) reasons.push({ key: 'plan.reason.minTeams', params: { minimum: minTeams } });
  const teamCapacity = clamp(Math.ceil(input.participants / teamCount), 1, COURSE_LIMITS.teamCapacity.max);
  teamCount = Math.min(teamCount, Math.ceil(input.participants / teamCapacity));
  reasons.push({ key: 'plan.reason.teamsFromParticipants', params: { participants: input.participants, teamCount, teamCapacity } });

  const practiceRound = input.hours >= PLAN_RULES.practiceFromHours;
  const roundMinutes = input.hours * 60 - PLAN_RULES.briefingMinutes - PLAN_RULES.debriefMinutes - (practiceRound ? PLAN_RULES.minutesPerRound : 0);
  const rounds = clamp(Math.floor(roundMinutes / PLAN_RULES.minutesPerRound), PLAN_RULES.rounds.min, Math.min(PLAN_RULES.rounds.max, COURSE_LIMITS.rounds.max));
  reasons.push({ key: 'plan.reason.roundsFromHours', params: { hours: input.hours, rounds, minutesPerRound: PLAN_RULES.minutesPerRound } });
  if (practiceRound) reasons.push({ key: 'plan.reason.practiceRound', params: {} });

  // The class runs over whole days of seven hours; the last day ends after what is left.
  const start = Date.parse(input.startAt);
  const days = Math.ceil(input.hours / PLAN_RULES.hoursPerDay);
  const lastDayHours = input.hours - (days - 1) * PLAN_RULES.hoursPerDay;
  const endAt = new Date(start + (days - 1) * 24 * HOUR + lastDayHours * HOUR).toISOString();
  // Sign-up closes a day before, or halfway to the start when that is sooner.
  const lead = Math.min(PLAN_RULES.registrationLeadHours * HOUR, Math.max(0, (start - now) / 2));
  const registrationDeadline = new Date(start - lead).toISOString();
  reasons.push({ key: 'plan.reason.registrationDeadline', params: { hours: Math.round(lead / HOUR) } });
  // Over several days, rounds left open overnight advance by themselves at the next day's start.
  const autoRoundAt = days > 1 ? new Date(start + 24 * HOUR).toISOString() : null;

  const schedule: Plan['schedule'] = [];
  let at = start;
  const add = (key: string, minutes: number, params: Params = {}) => {
    // A block that would run past the day's seven hours moves to the next morning.
    const dayStart = start + Math.floor((at - start) / (24 * HOUR)) * 24 * HOUR;
    if (at + minutes * 60_000 > dayStart + PLAN_RULES.hoursPerDay * HOUR) at = dayStart + 24 * HOUR;
    schedule.push({ at: new Date(at).toISOString(), key, params });
    at += minutes * 60_000;
  };
  add('plan.schedule.briefing', PLAN_RULES.briefingMinutes);
  if (practiceRound) add('plan.schedule.practice', PLAN_RULES.minutesPerRound);
  for (let n = 1; n <= rounds; n++) add('plan.schedule.round', PLAN_RULES.minutesPerRound, { n });
  add('plan.schedule.debrief', PLAN_RULES.debriefMinutes);

  // The class ends with its last block, even when blocks spilled into a next morning.
  const finish = new Date(Math.max(Date.parse(endAt), at)).toISOString();
  return { teamCount, teamCapacity, rounds, practiceRound, minutesPerRound: PLAN_RULES.minutesPerRound, endAt: finish, registrationDeadline, autoRoundAt, schedule, reasons, source: 'rules' };
}

/** The guided flow's answer. An LLM provider could refine the rules' plan; none is configured here, and none is needed. */
export async function proposePlan(_deps: AppDeps, input: PlanRequest): Promise<Plan> {
  return planCourse(input);
}
