import { z } from '../contracts/zod';
import { MIN_TEAMS_TO_START, REVIEW_WINDOW_HOURS, TS_TEAMS, TS_VERSIONS } from './constants';
import { TEXT_MAX } from './limits';

/**
 * Course rules of spec §3 and §5, defined once for the wizard, the edit form and the server.
 * Messages are i18n keys (namespace `validation`).
 */

/** The games a course runs: market simulation, change simulation, team synergy (carries tsVersion). */
export const GAME_IDS = ['MS', 'CM', 'TS'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Spec §3 courseType: the two families of reports and resources (resource type 10002 / 10003). */
export const COURSE_TYPES = ['MS', 'CM'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const courseTypeOf = (gameId: GameId): CourseType => (gameId === 'CM' ? 'CM' : 'MS');

/**
 * Spec §3 "type": how the course was set up — an in-house course of a company
 * (/invite-creatCourses), a special session with a lecturer (/create-generalcourse), or an open
 * session without a lecturer that learners sign up for (/create-generalcourse-comm).
 */
export const COURSE_KINDS = ['in_house', 'special', 'open'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

export const COURSE_VERSIONS = ['default', 'green', 'red'] as const;

/** The course chapters (spec §4): 1 preparation, 2 the simulation, 3 the operator's action plan. */
export const CHAPTERS = [1, 2, 3] as const;
export type Chapter = (typeof CHAPTERS)[number];
/** Chapters 2 and 3 are released by an admin; chapter 1 opens with the course. */
export const UNLOCKABLE_CHAPTERS = [2, 3] as const;
export type UnlockableChapter = (typeof UNLOCKABLE_CHAPTERS)[number];

export const MEMBER_PROGRESS = ['incomplete', 'completed', 'gave_up'] as const;
export type MemberProgress = (typeof MEMBER_PROGRESS)[number];

/** Boot colours a team can wear; the wizard offers them in this order. */
export const TEAM_COLOURS = ['#f5222d', '#fa8c16', '#fadb14', '#52c41a', '#13c2c2', '#1677ff', '#722ed1', '#eb2f96', '#8c8c8c', '#3f6600'] as const;

export const COURSE_LIMITS = {
  participants: { min: 1, max: 1000 },
  teams: { min: 1, max: TS_TEAMS.max },
  teamCapacity: { min: 1, max: 50 },
  /** The guided flow's questions: people to plan for, and hours of class time. */
  plannedParticipants: { min: 4, max: 1000 },
  plannedHours: { min: 2, max: 40 },
  rounds: { min: 1, max: 20 },
  advanceEntryHours: { min: 0, max: 72 },
  priceFen: { min: 0, max: 100_000_000 },
  questionnaires: 5,
} as const;

/** The fewest teams with members a course of this game needs at its start (spec §9). */
export function minTeamsToStart(gameId: GameId): number {
  return gameId === 'TS' ? TS_TEAMS.min : MIN_TEAMS_TO_START;
}

/**
 * Spec §4/§5: under 12 hours before the class starts (or once sign-up has ended) the details of a
 * course can no longer be changed.
 */
export function isLockedForEdit(course: { startAt: string | Date; registrationDeadline: string | Date }, now = Date.now()): boolean {
  const start = new Date(course.startAt).getTime();
  const deadline = new Date(course.registrationDeadline).getTime();
  return start - now < REVIEW_WINDOW_HOURS * 3_600_000 || deadline <= now;
}

export const dateTimeSchema = z.iso.datetime({ offset: true, message: 'validation:dateTime' });

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** Text areas (line breaks allowed). */
const requiredLongText = (max: number) => z.multiline().trim().min(1).max(max);
const optionalLongText = (max: number) => z.multiline().trim().max(max).nullish();

export const certificateInfoSchema = z.object({
  /** The date printed on certificates; defaults to the course's end. */
  issuedOn: z.iso.date().nullish(),
  courseName: optionalText(TEXT_MAX.certificateCourseName),
  institutionZh: optionalText(TEXT_MAX.institutionZh),
  institutionEn: optionalText(TEXT_MAX.institutionEn),
});

/**
 * The details step of the wizard and the edit form. Blank checks of spec §5: name, case, lecturer
 * (except open sessions), description, price, rounds and teams.
 */
export const courseDetailsObject = z.object({
  gameId: z.enum(GAME_IDS).default('MS'),
  tsVersion: z.coerce.number().int().min(TS_VERSIONS.min).max(TS_VERSIONS.max).nullish(),
  kind: z.enum(COURSE_KINDS),
  name: requiredText(TEXT_MAX.courseName),
  lecturerId: z.coerce.number().int().positive().nullish(),
  startAt: dateTimeSchema,
  endAt: dateTimeSchema,
  registrationDeadline: dateTimeSchema,
  participants: z.coerce.number().int().min(COURSE_LIMITS.participants.min).max(COURSE_LIMITS.participants.max),
  teamCount: z.coerce.number().int().min(COURSE_LIMITS.teams.min).max(COURSE_LIMITS.teams.max),
  rounds: z.coerce.number().int().min(COURSE_LIMITS.rounds.min).max(COURSE_LIMITS.rounds.max),
  caseStudy: requiredLongText(TEXT_MAX.caseStudy),
  introduction: requiredLongText(TEXT_MAX.introduction),
  priceFen: z.coerce.number().int().min(COURSE_LIMITS.priceFen.min).max(COURSE_LIMITS.priceFen.max),
  advanceEntryHours: z.coerce.number().int().min(COURSE_LIMITS.advanceEntryHours.min).max(COURSE_LIMITS.advanceEntryHours.max).default(1),
  /** When rounds advance by themselves each day of the course ("automatic round-progression time"). */
  autoRoundAt: dateTimeSchema.nullish(),
  version: z.enum(COURSE_VERSIONS).default('default'),
  purpose: optionalLongText(TEXT_MAX.purpose),
  productType: optionalText(TEXT_MAX.productType),
  objectivesZh: optionalLongText(TEXT_MAX.objectives),
  objectivesEn: optionalLongText(TEXT_MAX.objectives),
  questionnaireUrls: z.array(z.url({ protocol: /^https?$/, message: 'validation:url' })).max(COURSE_LIMITS.questionnaires).default([]),
  certificate: certificateInfoSchema.nullish(),
});
export type CourseDetailsInput = z.input<typeof courseDetailsObject>;
export type CourseDetails = z.output<typeof courseDetailsObject>;

/** The cross-field time rules of spec §5, as issues on the field the user has to change. */
export function checkCourseTimes(d: Pick<CourseDetails, 'startAt' | 'endAt' | 'registrationDeadline' | 'autoRoundAt'>, ctx: z.RefinementCtx, now = Date.now()): void {
  const at = (s: string) => Date.parse(s);
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (at(d.startAt) < now) issue('startAt', 'validation:notInPast');
  if (at(d.registrationDeadline) < now) issue('registrationDeadline', 'validation:notInPast');
  if (at(d.endAt) < at(d.startAt)) issue('endAt', 'validation:endBeforeStart');
  if (at(d.registrationDeadline) > at(d.startAt)) issue('registrationDeadline', 'validation:signupAfterStart');
  if (d.autoRoundAt && (at(d.autoRoundAt) < at(d.startAt) || at(d.autoRoundAt) > at(d.endAt))) issue('autoRoundAt', 'validation:autoRoundOutside');
}

/**
 * Rules that depend on the kind and game: a lecturer for led courses, tsVersion for team synergy.
 * The game's rule applies when the game is known: an update does not carry it, so the server
 * checks it with the course's own game.
 */
export function courseShapeIssues(d: Pick<CourseDetails, 'kind' | 'lecturerId' | 'tsVersion'> & { gameId?: GameId }): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (d.kind !== 'open' && !d.lecturerId) issues.push({ path: ['lecturerId'], message: 'validation:required' });
  if (d.gameId === 'TS' && !d.tsVersion) issues.push({ path: ['tsVersion'], message: 'validation:required' });
  return issues;
}

export function checkCourseShape(d: Parameters<typeof courseShapeIssues>[0], ctx: z.RefinementCtx): void {
  for (const issue of courseShapeIssues(d)) ctx.addIssue({ code: 'custom', ...issue });
}

export const courseDetailsSchema = courseDetailsObject.superRefine((d, ctx) => {
  checkCourseShape(d, ctx);
  checkCourseTimes(d, ctx);
});

/** A row of the wizard's student table (typed, or read from the import sheet). */
export const courseStudentRowSchema = z.object({
  name: requiredText(40),
  mobile: z.string().trim().regex(/^\d{11}$/, { message: 'validation:phone' }),
  department: optionalText(60),
  /** The team's name as typed in the sheet; the wizard maps it to one of its teams. */
  team: optionalText(40),
});
export type CourseStudentRow = z.infer<typeof courseStudentRowSchema>;

export const teamInputSchema = z.object({
  name: requiredText(40),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation:color' }),
  capacity: z.coerce.number().int().min(COURSE_LIMITS.teamCapacity.min).max(COURSE_LIMITS.teamCapacity.max),
  /** Index into `members` of the team's captain; the first member when absent. */
  captainIndex: z.number().int().min(0).nullish(),
  members: z.array(courseStudentRowSchema.omit({ team: true })).default([]),
});
export type TeamInput = z.input<typeof teamInputSchema>;

/**
 * The teams step at creation: at least the game's minimum number of teams, no mobile twice, no team
 * over capacity, seats for every participant. Teams may stay empty in every kind of course: students
 * fill them later by invitation code, QR or sign-up. Spec §5's "a team must have students / the
 * minimum number of teams must be filled" is judged when the course starts (lifecycle: fewer filled
 * teams than `minTeamsToStart` is a failed start), not here.
 */
export function checkTeams(
  d: { gameId: GameId; participants: number; teams: { name: string; capacity: number; members: { mobile: string }[] }[] },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: string, params: Record<string, unknown> = {}) =>
    ctx.addIssue({ code: 'custom', path, message, params });
  const min = minTeamsToStart(d.gameId);
  if (d.teams.length < min) issue(['teams'], 'validation:tooFewTeams', { minimum: min });
  const seen = new Set<string>();
  const names = new Set<string>();
  d.teams.forEach((team, i) => {
    if (names.has(team.name)) issue(['teams', i, 'name'], 'validation:teamNameTaken');
    names.add(team.name);
    if (team.members.length > team.capacity) issue(['teams', i, 'members'], 'validation:teamOverCapacity');
    team.members.forEach((m, j) => {
      if (seen.has(m.mobile)) issue(['teams', i, 'members', j, 'mobile'], 'validation:mobileTwice');
      seen.add(m.mobile);
    });
  });
  const seats = d.teams.reduce((s, t) => s + t.capacity, 0);
  if (seats < d.participants) issue(['participants'], 'validation:seatsBelowParticipants');
}

/** Even split of the participants over the teams: the capacity the wizard proposes. */
export const proposedTeamCapacity = (participants: number, teamCount: number) =>
  Math.min(COURSE_LIMITS.teamCapacity.max, Math.max(1, Math.ceil(participants / Math.max(1, teamCount))));
