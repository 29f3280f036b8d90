// The assessments API (issue 14; docs/decisions/assessments.md): assigning an instrument to a
// course, taking it part by part, observers by link or within the course, and the reports. Item
// texts and report wording live with the instruments in @sandtable/sim/assessments; these schemas
// carry ids, answers and scores.
import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { fileLangSchema, idSchema, pageRequestSchema, pageSchema } from './common';
import { exportTaskSchema } from './exports';
import { ANONYMITY_THRESHOLD } from '@sandtable/sim/assessments/common';
import { ATTEMPT_STATUSES, OBSERVER_STATUSES } from '../machines/assessment';
import { dateTimeSchema } from '../rules/course';
import { TEXT_MAX } from '../rules/limits';

/**
 * The instruments the server stores and serves: service type 2 (team roles), the leadership-style
 * test, service type 11 (conflict handling), service type 6 (personality), service type 8
 * (communication style), service type 10 (teamwork status) and service type 9 (organisation health).
 * docs/decisions/assessments.md. New instruments go at the end.
 */
export const INSTRUMENTS = ['team_role', 'leadership', 'conflict', 'personality', 'communication', 'teamwork', 'org_health'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];
export const instrumentSchema = z.enum(INSTRUMENTS, { message: 'validation:invalid_value' });

/** Team-role parts are "1".."7", conflict-handling, communication-style, teamwork-status and organisation-health parts "1".."3", personality parts "1".."5"; leadership-style parts are its two sections. */
export const LEADERSHIP_PARTS = ['frequency', 'scenarios'] as const;
export const partSchema = z.string().trim().min(1).max(20);

/** Observer links stay valid this many days unless the inviter sets fewer. */
export const OBSERVER_LINK_DAYS = 30;
/** At most this many observers per person and invitation call (3 to 5 are recommended, spec §9). */
export const OBSERVERS_MAX = 10;

const numbers = z.record(z.string(), z.number());

/**
 * The anonymity rule's threshold (others' ratings, a team's or group's results are shown from this
 * many answers): 3, which a course's managers may raise for one test up to ANONYMITY_THRESHOLD_MAX.
 */
export const ANONYMITY_THRESHOLD_MIN = ANONYMITY_THRESHOLD;
export const ANONYMITY_THRESHOLD_MAX = 10;

export const assessmentSchema = z.object({
  id: z.number().int(),
  instrument: instrumentSchema,
  version: z.number().int(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  deadline: z.string().nullable(),
  anonymityThreshold: z.number().int(),
  /** Members may read their own reports and their team's and group's views (the managers always may). */
  reportsReleased: z.boolean(),
  /** Who of the course takes it: the members of these teams, or (null) every member. */
  teamIds: z.array(z.number().int()).nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** A test as the person taking it sees it (/test): its state and what is left to answer. */
export const myTestSchema = assessmentSchema.extend({
  attemptId: z.number().int().nullable(),
  /** `pending` also when no attempt exists yet. */
  status: z.enum(ATTEMPT_STATUSES),
  submittedAt: z.string().nullable(),
});
export type MyTest = z.infer<typeof myTestSchema>;

/** A submitted test with what stands out in it (/evaluate-score): the ids its instrument names (roles, styles, modes, domains). */
export const myScoreSchema = myTestSchema.extend({ headline: z.array(z.string()) });
export type MyScore = z.infer<typeof myScoreSchema>;

/** A course test's results for its managers: every current member, their state and, once submitted, what stands out. */
export const courseResultsSchema = z.object({
  assessmentId: z.number().int(),
  instrument: z.enum(INSTRUMENTS),
  finished: z.number().int(),
  rows: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      teamName: z.string().nullable(),
      status: z.enum(ATTEMPT_STATUSES),
      headline: z.array(z.string()),
    }),
  ),
});
export type CourseResults = z.infer<typeof courseResultsSchema>;

/** An attempt with its saved answers, to resume where it stopped. */
export const attemptSchema = z.object({
  id: z.number().int(),
  assessment: assessmentSchema,
  status: z.enum(ATTEMPT_STATUSES),
  /** Saved answers per part. */
  answers: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** The parts still to answer, in order (the first is where to resume). */
  unfinished: z.array(z.string()),
  chosenRoles: z.array(z.string()).nullable(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const observerInvitationSchema = z.object({
  id: z.number().int(),
  status: z.enum(OBSERVER_STATUSES),
  /** Set for an invitation within the course; null for a link. */
  observerId: z.number().int().nullable(),
  observerName: z.string().nullable(),
  expiresAt: z.string(),
  /** Only in the answer that created a link invitation: the token is not stored and never shown again. */
  token: z.string().optional(),
});
export type ObserverInvitation = z.infer<typeof observerInvitationSchema>;

/** What an observer sees before rating (/belbinOther): whom and with which instrument. */
export const observerTaskSchema = z.object({
  invitationId: z.number().int(),
  status: z.enum(OBSERVER_STATUSES),
  instrument: instrumentSchema,
  version: z.number().int(),
  subjectName: z.string(),
  courseName: z.string().nullable(),
  expiresAt: z.string(),
});
export type ObserverTask = z.infer<typeof observerTaskSchema>;

const othersViewSchema = <T extends z.ZodType>(scores: T) =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('shown'), count: z.number().int(), scores }),
    z.object({ status: z.literal('withheld'), count: z.number().int(), needed: z.number().int() }),
  ]);

const roleScoresSchema = z.object({ points: numbers, share: numbers, percent: numbers });

/** What every report starts with: whose, which attempt and version, and its state. */
const reportHeadSchema = z.object({
  attemptId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
});

export const teamRoleReportSchema = reportHeadSchema.extend({
  self: roleScoresSchema.nullable(),
  observers: othersViewSchema(roleScoresSchema),
  overall: roleScoresSchema.nullable(),
  bands: z.record(z.string(), z.string()).nullable(),
  top: z.array(z.string()),
  agreement: z
    .object({ similarity: z.number(), level: z.string(), seenMoreByOthers: z.array(z.string()), seenMoreBySelf: z.array(z.string()) })
    .nullable(),
  chosenRoles: z.array(z.string()).nullable(),
  invited: z.number().int(),
});
export type TeamRoleReportView = z.infer<typeof teamRoleReportSchema>;

export const groupReportSchema = z.object({
  courseId: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  members: z.array(z.object({ userId: z.number().int(), name: z.string(), status: z.enum(ATTEMPT_STATUSES), roles: z.array(z.string()) })),
  roles: z.array(z.object({ role: z.string(), members: z.array(z.number().int()), status: z.enum(['gap', 'covered', 'overlap']) })),
  gaps: z.array(z.string()),
  overlaps: z.array(z.string()),
});
export type GroupReport = z.infer<typeof groupReportSchema>;

const styleScoresSchema = z.object({ score: numbers, choicePercent: numbers, choicePoints: numbers });
const styleProfileSchema = z.object({
  scores: styleScoresSchema,
  bands: z.record(z.string(), z.string()),
  dominant: z.string(),
  secondary: z.string(),
  repertoire: z.array(z.string()),
  flexibility: z.number(),
});

export const leadershipReportSchema = reportHeadSchema.extend({
  self: styleProfileSchema.nullable(),
  others: othersViewSchema(styleProfileSchema),
  diff: z.object({ gap: numbers, hiddenStrengths: z.array(z.string()), blindSpots: z.array(z.string()) }).nullable(),
});
export type LeadershipReportView = z.infer<typeof leadershipReportSchema>;

export const leadershipGroupSchema = z.object({
  assessmentId: z.number().int(),
  teamId: z.number().int().nullable(),
  /** Members who submitted. */
  finished: z.number().int(),
  /** The group's profile under the anonymity rule (othersView): withheld, with its count, below the threshold. */
  profile: othersViewSchema(z.object({ size: z.number().int(), mean: numbers, dominantCount: numbers, flexibility: z.number(), missing: z.array(z.string()) })),
});
export type LeadershipGroup = z.infer<typeof leadershipGroupSchema>;

/**
 * The team profiles a game's debrief shows (issue 14 "linked to the games"): per team, its role mix
 * from the course's team-role test and its leadership profile from the course's leadership-style
 * test; null where the course has no such test. A member gets their own team; managers every team.
 */
export const teamProfilesSchema = z.object({
  courseId: z.number().int(),
  /** The caller manages the course (every team; may assign the tests). */
  managed: z.boolean(),
  teamRoleAssessmentId: z.number().int().nullable(),
  leadershipAssessmentId: z.number().int().nullable(),
  teams: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      members: z.number().int(),
      roles: z.object({ finished: z.number().int(), covered: z.array(z.string()), gaps: z.array(z.string()), overlaps: z.array(z.string()) }).nullable(),
      leadership: leadershipGroupSchema.pick({ finished: true, profile: true }).nullable(),
    }),
  ),
});
export type TeamProfiles = z.infer<typeof teamProfilesSchema>;

/** A conflict-handling profile (the engine's conflictProfile): points per mode 0–12, the two axes, percentiles and bands against the norm. */
const conflictProfileSchema = z.object({
  scores: z.object({ points: numbers, assertiveness: z.number(), cooperativeness: z.number() }),
  percentile: numbers,
  bands: z.record(z.string(), z.string()),
  ranked: z.array(z.string()),
  dominant: z.array(z.string()),
  leastUsed: z.array(z.string()),
  advice: z.array(z.object({ mode: z.string(), kind: z.enum(['overuse', 'develop']) })),
});

/** A conflict-handling report: the person's own answers only (the test has no observers). */
export const conflictReportSchema = reportHeadSchema.extend({
  submittedAt: z.string().nullable(),
  /** Null until the test is submitted. */
  profile: conflictProfileSchema.nullable(),
  /** Which norm the bands are against: `simulated` is the provisional one (docs/assessments/conflict-handling.md §4). */
  norm: z.object({ source: z.enum(['simulated', 'empirical']), respondents: z.number().int() }),
});
export type ConflictReportView = z.infer<typeof conflictReportSchema>;

/** A personality profile (the engine's personalityProfile): the score per domain 10–50, percentiles and bands against the norm. */
const personalityProfileSchema = z.object({
  scores: z.object({ raw: numbers }),
  percentile: numbers,
  bands: z.record(z.string(), z.enum(['low', 'average', 'high'])),
});

/** A personality report: the person's own answers only (the test has no observers). */
export const personalityReportSchema = reportHeadSchema.extend({
  submittedAt: z.string().nullable(),
  /** Null until the test is submitted. */
  profile: personalityProfileSchema.nullable(),
  /** Which norm the bands are against: `simulated` is the provisional one (docs/assessments/personality.md §4). */
  norm: z.object({ source: z.enum(['simulated', 'empirical']), respondents: z.number().int() }),
});
export type PersonalityReportView = z.infer<typeof personalityReportSchema>;

const axesSchema = z.object({ assertiveness: z.number(), responsiveness: z.number() });

/**
 * A communication-style profile (the engine's communicationProfile): the sum per pole, the two axes
 * (−24..24), their percentiles against the norm, the style (the quadrant), its strength (0–100, the
 * distance from the centre) and band, the styles close by across a balanced axis, and the order of
 * the advice on working with each style.
 */
const communicationProfileSchema = z.object({
  scores: axesSchema.extend({ poles: numbers }),
  percentile: axesSchema,
  style: z.string(),
  strength: z.number(),
  strengthBand: z.enum(['slight', 'clear', 'strong']),
  near: z.array(z.string()),
  advice: z.array(z.object({ with: z.string(), distance: z.number().int() })),
});

/** A communication-style report: the person's own answers only (the test has no observers). */
export const communicationReportSchema = reportHeadSchema.extend({
  submittedAt: z.string().nullable(),
  /** Null until the test is submitted. */
  profile: communicationProfileSchema.nullable(),
  /** Which norm the percentiles are against: `simulated` is the provisional one (docs/assessments/communication-style.md §4). */
  norm: z.object({ source: z.enum(['simulated', 'empirical']), respondents: z.number().int() }),
});
export type CommunicationReportView = z.infer<typeof communicationReportSchema>;

/**
 * A teamwork-status profile (the engine's teamworkProfile): the score per level 6–30 (a team's: the
 * mean), percentiles and bands against the norm, and the level to start with (null: all five high).
 */
const teamworkProfileSchema = personalityProfileSchema.extend({ focus: z.string().nullable() });

/**
 * A teamwork-status report: the person's own view of their team, and the team's view — the mean of
 * the team's members who submitted, under the anonymity rule (withheld, with its count, below 3);
 * `team` is null when the person has no team in the course (or the test is not a course's).
 */
export const teamworkReportSchema = reportHeadSchema.extend({
  submittedAt: z.string().nullable(),
  /** Null until the test is submitted. */
  profile: teamworkProfileSchema.nullable(),
  /** Which norm the bands are against: `simulated` is the provisional one (docs/assessments/teamwork-status.md §4). */
  norm: z.object({ source: z.enum(['simulated', 'empirical']), respondents: z.number().int() }),
  team: z
    .object({ teamId: z.number().int(), teamName: z.string(), members: z.number().int(), profile: othersViewSchema(teamworkProfileSchema) })
    .nullable(),
});
export type TeamworkReportView = z.infer<typeof teamworkReportSchema>;

/**
 * An organisation-health profile (the engine's orgHealthProfile): the score per outcome area 6–30 (a
 * department's: the mean), percentiles and bands against the norm, and the three strongest and three
 * weakest areas (the weakest first: orgHealth.lowestAreas).
 */
const orgHealthProfileSchema = personalityProfileSchema.extend({ strongest: z.array(z.string()), weakest: z.array(z.string()) });

/**
 * An organisation-health report: the person's own view of their organisation, and their department's
 * view — the mean of the latest results of the people of their company and department (as the company
 * dashboard counts them), under the anonymity rule (withheld, with its count, below 3). `department`
 * is null when the person belongs to no company, or when the reader is neither the person nor someone
 * who may read that company's dashboard (docs/decisions/assessments.md "Service type 9").
 */
export const orgHealthReportSchema = reportHeadSchema.extend({
  submittedAt: z.string().nullable(),
  /** Null until the test is submitted. */
  profile: orgHealthProfileSchema.nullable(),
  /** Which norm the bands are against: `simulated` is the provisional one (docs/assessments/organisation-health.md §4). */
  norm: z.object({ source: z.enum(['simulated', 'empirical']), respondents: z.number().int() }),
  department: z
    .object({
      /** Null: the people of the company with no department given. */
      department: z.string().nullable(),
      /** The company's people in that department now. */
      people: z.number().int(),
      profile: othersViewSchema(orgHealthProfileSchema),
    })
    .nullable(),
});
export type OrgHealthReportView = z.infer<typeof orgHealthReportSchema>;

/** A lecturer-built leadership-style grouping (docs/decisions/assessments.md "Leadership groups"): at most this many groups. */
export const LS_GROUPS_MAX = 20;
const groupNameSchema = z.string().trim().min(1).max(TEXT_MAX.groupName);
const groupingNameSchema = z.string().trim().min(1).max(TEXT_MAX.groupingName);

const groupMemberSchema = z.object({ userId: z.number().int(), name: z.string(), status: z.enum(ATTEMPT_STATUSES) });

/** One group of a grouping with its members and its profile under the anonymity rule (/ls-details-group?groupId=). */
export const lsGroupSchema = leadershipGroupSchema.extend({
  groupId: z.number().int(),
  groupListId: z.number().int(),
  name: z.string(),
  listName: z.string(),
  members: z.array(groupMemberSchema),
});
export type LsGroup = z.infer<typeof lsGroupSchema>;

/** A grouping of a course's leadership-style test: its groups and the course members in none of them. */
export const lsGroupListSchema = z.object({
  id: z.number().int(),
  assessmentId: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  groups: z.array(lsGroupSchema.omit({ listName: true, groupListId: true, assessmentId: true, teamId: true })),
  unassigned: z.array(groupMemberSchema),
});
export type LsGroupList = z.infer<typeof lsGroupListSchema>;

/** A course's leadership-style test and its groupings (/course/getLs.json). */
export const courseLsSchema = z.object({
  assessmentId: z.number().int().nullable(),
  groupLists: z.array(z.object({ id: z.number().int(), name: z.string(), groups: z.number().int(), members: z.number().int() })),
});
export type CourseLs = z.infer<typeof courseLsSchema>;

/**
 * A grouping's groups, with the rules that need no database: no group name twice (ignoring case),
 * nobody in two groups. Whether the people belong to the course, and the ids to the grouping, the server checks.
 */
const groupsOf = <G extends z.ZodObject<{ name: typeof groupNameSchema; memberIds: z.ZodDefault<z.ZodArray<typeof idSchema>> }>>(group: G) =>
  z
    .array(group)
    .min(1)
    .max(LS_GROUPS_MAX)
    .superRefine((groups, ctx) => {
      const names = new Set<string>();
      const placed = new Set<number>();
      for (const [i, g] of groups.entries()) {
        const name = g.name.toLocaleLowerCase();
        if (names.has(name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'validation:ls_group_name_twice' });
        names.add(name);
        for (const [j, userId] of g.memberIds.entries()) {
          if (placed.has(userId)) ctx.addIssue({ code: 'custom', path: [i, 'memberIds', j], message: 'validation:ls_member_in_two_groups' });
          placed.add(userId);
        }
      }
    });
const newGroupSchema = z.object({ name: groupNameSchema, memberIds: z.array(idSchema).max(500).default([]) });
/** A group to keep (with its id) or a new one (without). */
const groupEditSchema = newGroupSchema.extend({ id: idSchema.optional() });

/** A company's results by department (/evaluation/company/selectData.json); a department with fewer than 3 results shows only its count. */
export const companyDataSchema = z.object({
  instrument: instrumentSchema,
  companyId: z.number().int(),
  departments: z.array(
    z.object({
      /** Null for people with no department. */
      department: z.string().nullable(),
      count: z.number().int(),
      /**
       * Mean whole percentages per team role, mean 0–100 score per leadership style, mean 0–12 points per
       * conflict mode, mean 10–50 score per personality domain, the mean of each communication-style
       * axis (−24..24), mean 6–30 score per teamwork-status level, or mean 6–30 score per
       * organisation-health area (the dashboard's heat map); null below the threshold.
       */
      mean: numbers.nullable(),
      /**
       * How many people have each role, style or mode as their strongest (communication style: as their
       * style); null below the threshold, and always for personality, teamwork status and organisation
       * health (no domain, level or area is a "strongest").
       */
      strongest: numbers.nullable(),
    }),
  ),
});
export type CompanyData = z.infer<typeof companyDataSchema>;

/**
 * One course member's row of the managers' results table (/course/lsResultDataPage.json): their own
 * result only (never others' ratings); the figures are null until the test is submitted.
 */
export const lsResultRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  teamName: z.string().nullable(),
  /** `pending` also when no attempt exists yet. */
  status: z.enum(ATTEMPT_STATUSES),
  submittedAt: z.string().nullable(),
  dominant: z.string().nullable(),
  secondary: z.string().nullable(),
  /** 0–100 (the engine's flexibility). */
  versatility: z.number().nullable(),
  /** 0–100 per style, one decimal. */
  scores: numbers.nullable(),
});
export type LsResultRow = z.infer<typeof lsResultRowSchema>;

/** A course's collective leadership-style profile for its managers (/game/ls/collectiveResult.json). */
export const lsCollectiveSchema = leadershipGroupSchema.omit({ teamId: true }).extend({
  courseId: z.number().int(),
  courseName: z.string(),
  /** The course's members now. */
  members: z.number().int(),
});
export type LsCollective = z.infer<typeof lsCollectiveSchema>;

/** The results table's filters: a name or mobile fragment, an attempt state (`pending` includes not started). */
export const lsResultFilterSchema = z.object({
  assessmentId: idSchema,
  keyword: z.string().trim().max(TEXT_MAX.keyword).optional(),
  status: z.enum(ATTEMPT_STATUSES, { message: 'validation:invalid_value' }).optional(),
});

/** A PDF in one language: the envelope's `language` header says nothing to a plain link. */
/** ?assessmentId=&userId?&lang= of /game/ls/generate.json (who may: as /game/ls/evaluateResult.json). */
export const lsPdfQuerySchema = z.object({ assessmentId: idSchema, userId: idSchema.optional(), lang: fileLangSchema });

const byAssessment = z.object({ assessmentId: idSchema });
/** A report of oneself, or (for the course's managers) of one person of the course. */
const reportRequest = z.object({ assessmentId: idSchema, userId: idSchema.optional() });
const observerRef = z.union([z.object({ token: z.string().trim().min(16).max(100) }), z.object({ invitationId: idSchema })]);

/**
 * Files served outside the envelope: a team-role report as PDF (?assessmentId=&userId?&lang=zh|en);
 * a leadership-style report as PDF (the spec's `generate`, lsPdfQuerySchema); a conflict-handling report as PDF (lsPdfQuerySchema's query; the spec names no path for it); a
 * personality report as PDF (the same); a communication-style report as PDF (the same); a
 * teamwork-status report as PDF (the same); an organisation-health report as PDF (the same).
 */
export const ASSESSMENT_FILE_PATHS = {
  teamRolePdf: '/belbin/report.pdf',
  leadershipPdf: '/game/ls/generate.json',
  conflictPdf: '/assessment/conflict/report.pdf',
  personalityPdf: '/assessment/personality/report.pdf',
  communicationPdf: '/assessment/communication/report.pdf',
  teamworkPdf: '/assessment/teamwork/report.pdf',
  orgHealthPdf: '/assessment/org_health/report.pdf',
} as const;

export const assessmentEndpoints = {
  /** The spec's `generateSeparated`: made in the background (docs/decisions/exports.md); the task's file is downloaded from EXPORT_FILE_PATH. */
  leadershipZip: defineEndpoint({
    method: 'POST',
    path: '/game/ls/generateSeparated.json',
    access: 'session',
    request: z.object({ assessmentId: idSchema, lang: fileLangSchema }),
    response: exportTaskSchema,
    summary: 'Start making every submitted member’s leadership-style report (PDF) and the results table (.xlsx) in one zip, in the language asked for (the course’s managers); one already being made for the caller is answered instead',
    tag: 'assessment',
  }),
  courseAssessments: defineEndpoint({
    method: 'GET',
    path: '/assessment/course.json',
    access: 'session',
    request: z.object({ courseId: idSchema }),
    response: z.array(assessmentSchema),
    summary: 'The instruments assigned to a course, with their deadlines (its managers)',
    tag: 'assessment',
  }),
  settings: defineEndpoint({
    method: 'POST',
    path: '/assessment/settings.json',
    access: 'course:create',
    request: z.object({
      assessmentId: idSchema,
      anonymityThreshold: z.coerce.number().int().min(ANONYMITY_THRESHOLD_MIN).max(ANONYMITY_THRESHOLD_MAX),
      reportsReleased: z.boolean(),
      /** Some of the course's teams (at least one), or null for the whole course. */
      teamIds: z.array(idSchema).min(1, { message: 'validation:assessment_teams_empty' }).max(50).nullable(),
    }),
    response: assessmentSchema,
    summary: 'A course’s test: who takes it (the whole course or some of its teams), its anonymity threshold (3 to 10) and whether members may read their reports yet (its managers)',
    tag: 'assessment',
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/assessment/assign.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema, instrument: instrumentSchema, deadline: dateTimeSchema.nullish() }),
    response: assessmentSchema,
    summary: 'Assign an instrument to a course (its managers); assigning again updates the deadline',
    tag: 'assessment',
  }),
  myTests: defineEndpoint({
    method: 'POST',
    path: '/assessment/select.json',
    access: 'session',
    request: z.object({}),
    response: z.array(myTestSchema),
    summary: 'The tests the caller has (/test): those of their courses and the open ones, with their states',
    tag: 'assessment',
  }),
  myScores: defineEndpoint({
    method: 'GET',
    path: '/assessment/scores.json',
    access: 'session',
    request: z.object({}),
    response: z.array(myScoreSchema),
    summary: 'The caller’s submitted tests, newest first, each with what stands out in it (/evaluate-score)',
    tag: 'assessment',
  }),
  courseResults: defineEndpoint({
    method: 'GET',
    path: '/assessment/courseResults.json',
    access: 'session',
    request: z.object({ assessmentId: idSchema }),
    response: courseResultsSchema,
    summary: 'A course test’s results for the course’s managers: every current member, their state and what stands out once submitted',
    tag: 'assessment',
  }),
  memberTests: defineEndpoint({
    method: 'GET',
    path: '/course/courseTeamMember/questionnaireJoin.json',
    access: 'session',
    request: z.object({ teamMemberId: idSchema }),
    response: z.array(myTestSchema),
    summary: 'The tests of one course member with their states: the member themselves or the course’s managers',
    tag: 'assessment',
  }),
  attempt: defineEndpoint({
    method: 'GET',
    path: '/course/courseTeamMember/getGameInfo.json',
    access: 'session',
    request: byAssessment,
    response: attemptSchema,
    summary: 'The caller’s attempt with its saved answers and the parts left (status pending when not started)',
    tag: 'assessment',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/course/courseTeamMember/saveGameInfo.json',
    access: 'session',
    request: z.object({ assessmentId: idSchema, part: partSchema, answers: z.record(z.string(), z.unknown()) }),
    response: attemptSchema,
    summary: 'Save one part of the caller’s attempt (starts it when not started); a team-role part must total exactly 10 points',
    tag: 'assessment',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/assessment/submit.json',
    access: 'session',
    request: byAssessment,
    response: attemptSchema,
    summary: 'Submit the caller’s attempt: every part complete; it is scored and its result stored',
    tag: 'assessment',
  }),
  selectRoles: defineEndpoint({
    method: 'POST',
    path: '/belbin/selectRole.json',
    access: 'session',
    request: z.object({ assessmentId: idSchema, roles: z.array(z.string().trim().min(1).max(40)).max(9) }),
    response: attemptSchema,
    summary: 'The team roles the caller chooses to play (/belbinSelectRole), after submitting',
    tag: 'assessment',
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/belbin/invite.json',
    access: 'session',
    request: z.object({
      assessmentId: idSchema,
      /** People of the same course. */
      observerIds: z.array(idSchema).max(OBSERVERS_MAX).default([]),
      /** How many links to make (one per observer). */
      links: z.coerce.number().int().min(0).max(OBSERVERS_MAX).default(0),
      days: z.coerce.number().int().min(1).max(OBSERVER_LINK_DAYS).default(OBSERVER_LINK_DAYS),
    }),
    response: z.array(observerInvitationSchema),
    summary: 'Invite observers to rate the caller: people of the course by name, others by link',
    tag: 'assessment',
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: '/belbin/invitations.json',
    access: 'session',
    request: byAssessment,
    response: z.array(observerInvitationSchema),
    summary: 'The caller’s observer invitations and their states (never the observers’ answers)',
    tag: 'assessment',
  }),
  observerTasks: defineEndpoint({
    method: 'POST',
    path: '/belbinOther/select.json',
    access: 'session',
    request: z.object({}),
    response: z.array(observerTaskSchema),
    summary: 'The people the caller was invited to rate within their courses (/belbinOther)',
    tag: 'assessment',
  }),
  observerTask: defineEndpoint({
    method: 'POST',
    path: '/belbinOther/get.json',
    access: 'public',
    request: observerRef,
    response: observerTaskSchema,
    summary: 'One invitation to rate someone, by its link token or (logged in) its id',
    tag: 'assessment',
  }),
  observerAnswer: defineEndpoint({
    method: 'POST',
    path: '/belbinOther/save.json',
    access: 'public',
    request: z.intersection(observerRef, z.object({ answers: z.record(z.string(), z.unknown()) })),
    response: observerTaskSchema,
    summary: 'An observer’s complete answer sheet (/belbinOtherTest): once per invitation; nobody rates themselves',
    tag: 'assessment',
  }),
  teamRoleReport: defineEndpoint({
    method: 'GET',
    path: '/belbin/report.json',
    access: 'session',
    request: reportRequest,
    response: teamRoleReportSchema,
    summary: 'A team-role report (/belbinResult, /belbinReport): self, observers (from 3 on), overall, bands, agreement',
    tag: 'assessment',
  }),
  groupReport: defineEndpoint({
    method: 'GET',
    path: '/belbin/groupReport.json',
    access: 'session',
    request: z.object({ teamId: idSchema }),
    response: groupReportSchema,
    summary: 'A team’s role coverage, gaps and overlaps (/belbinGroupReport): its members and the course’s managers',
    tag: 'assessment',
  }),
  leadershipReport: defineEndpoint({
    method: 'GET',
    path: '/game/ls/evaluateResult.json',
    access: 'session',
    request: reportRequest,
    response: leadershipReportSchema,
    summary: 'A leadership-style report (/ls-details, /ls-details-diff): own profile, others (from 3 on), blind spots and hidden strengths',
    tag: 'assessment',
  }),
  conflictReport: defineEndpoint({
    method: 'GET',
    path: '/assessment/conflict/report.json',
    access: 'session',
    request: reportRequest,
    response: conflictReportSchema,
    summary: 'A conflict-handling report: points per mode, the two axes, bands against the provisional norm, dominant and least-used modes, advice (the person, or the course’s managers for a member)',
    tag: 'assessment',
  }),
  companyData: defineEndpoint({
    method: 'POST',
    path: '/evaluation/company/selectData.json',
    access: 'report:company',
    request: z.object({ instrument: instrumentSchema, companyId: idSchema.optional() }),
    response: companyDataSchema,
    summary: 'A company’s submitted results by department, each department shown only from 3 results on (enterprise: their company; chief admin: any)',
    tag: 'assessment',
  }),
  teamProfiles: defineEndpoint({
    method: 'GET',
    path: '/assessment/teamProfiles.json',
    access: 'session',
    request: z.object({ courseId: idSchema }),
    response: teamProfilesSchema,
    summary: 'The team profiles of a game’s debrief: each team’s role mix and leadership profile from the course’s tests (a member: their team; managers: every team)',
    tag: 'assessment',
  }),
  leadershipGroup: defineEndpoint({
    method: 'GET',
    path: '/game/ls/groupResult.json',
    access: 'session',
    request: z.object({ assessmentId: idSchema, teamId: idSchema.optional() }),
    response: leadershipGroupSchema,
    summary: 'A course’s or team’s leadership-style profile (/ls-details-group), from 3 submitted members on',
    tag: 'assessment',
  }),
  courseLs: defineEndpoint({
    method: 'GET',
    path: '/course/getLs.json',
    access: 'session',
    request: z.object({ courseId: idSchema }),
    response: courseLsSchema,
    summary: 'A course’s leadership-style test and its groupings (its managers)',
    tag: 'assessment',
  }),
  buildLsGroup: defineEndpoint({
    method: 'POST',
    path: '/course/give/buildLsGroup.json',
    access: 'course:create',
    request: z.object({ assessmentId: idSchema, name: groupingNameSchema, groups: groupsOf(newGroupSchema) }),
    response: lsGroupListSchema,
    summary: 'Build a grouping of a course’s leadership-style test: named groups of its members, each member in one group at most (its managers)',
    tag: 'assessment',
  }),
  updateLsGroup: defineEndpoint({
    method: 'POST',
    path: '/course/give/updateLsGroup.json',
    access: 'course:create',
    request: z.object({ groupListId: idSchema, name: groupingNameSchema, groups: groupsOf(groupEditSchema) }),
    response: lsGroupListSchema,
    summary: 'Rename a grouping and set its groups: a group with an id keeps it, one without is new, one left out is removed',
    tag: 'assessment',
  }),
  onePersonInAGroup: defineEndpoint({
    method: 'POST',
    path: '/course/give/onePersonInAGroup.json',
    access: 'course:create',
    request: z.object({ groupListId: idSchema, userId: idSchema, groupId: idSchema.nullable() }),
    response: lsGroupListSchema,
    summary: 'Put one course member into a group of the grouping (out of every group with groupId null)',
    tag: 'assessment',
  }),
  deleteLsGroup: defineEndpoint({
    method: 'POST',
    path: '/course/give/deleteLsGroup.json',
    access: 'course:create',
    request: z.object({ groupListId: idSchema }),
    response: z.object({ deleted: z.number().int() }),
    summary: 'Delete a grouping and its groups (the members’ results stay)',
    tag: 'assessment',
  }),
  groupListInfo: defineEndpoint({
    method: 'GET',
    path: '/game/ls/groupListInfo.json',
    access: 'session',
    request: z.object({ groupListId: idSchema }),
    response: lsGroupListSchema,
    summary: 'A grouping with each group’s members and profile (from 3 submitted members on) and who is in no group (its course’s managers)',
    tag: 'assessment',
  }),
  groupInfo: defineEndpoint({
    method: 'GET',
    path: '/game/ls/groupInfo.json',
    access: 'session',
    request: z.object({ groupId: idSchema }),
    response: lsGroupSchema,
    summary: 'One group’s members and leadership-style profile (from 3 submitted members on): the course’s managers and the group’s members',
    tag: 'assessment',
  }),
  lsResultPage: defineEndpoint({
    method: 'POST',
    path: '/course/lsResultDataPage.json',
    access: 'session',
    request: pageRequestSchema.extend(lsResultFilterSchema.shape),
    response: pageSchema(lsResultRowSchema),
    summary: 'The managers’ table of a course’s leadership-style test: every member with their state and own result, by name or mobile and state, a page at a time',
    tag: 'assessment',
  }),
  lsCollective: defineEndpoint({
    method: 'GET',
    path: '/game/ls/collectiveResult.json',
    access: 'session',
    request: z.object({ assessmentId: idSchema }),
    response: lsCollectiveSchema,
    summary: 'A course’s collective leadership-style profile for its managers: members, submitted, and (from 3 submitted on) mean scores, dominant styles, mean versatility',
    tag: 'assessment',
  }),
  personalityReport: defineEndpoint({
    method: 'GET',
    path: '/assessment/personality/report.json',
    access: 'session',
    request: reportRequest,
    response: personalityReportSchema,
    summary: 'A personality report: the score per domain, percentiles and bands against the provisional norm (the person, or the course’s managers for a member)',
    tag: 'assessment',
  }),
  communicationReport: defineEndpoint({
    method: 'GET',
    path: '/assessment/communication/report.json',
    access: 'session',
    request: reportRequest,
    response: communicationReportSchema,
    summary: 'A communication-style report: the two axes with percentiles against the provisional norm, the style and its strength, the styles close by, advice for working with each style (the person, or the course’s managers for a member)',
    tag: 'assessment',
  }),
  teamworkReport: defineEndpoint({
    method: 'GET',
    path: '/assessment/teamwork/report.json',
    access: 'session',
    request: reportRequest,
    response: teamworkReportSchema,
    summary: 'A teamwork-status report: the score per level with percentiles and bands against the provisional norm, the level to start with, and the team’s mean view under the anonymity rule (the person, or the course’s managers for a member)',
    tag: 'assessment',
  }),
  orgHealthReport: defineEndpoint({
    method: 'GET',
    path: '/assessment/org_health/report.json',
    access: 'session',
    request: reportRequest,
    response: orgHealthReportSchema,
    summary: 'An organisation-health report: the score per outcome area with percentiles and bands against the provisional norm, the strongest and weakest areas, and the department’s mean view under the anonymity rule (the person, or the course’s managers for a member; the department view to the person and the company’s dashboard readers)',
    tag: 'assessment',
  }),
};
