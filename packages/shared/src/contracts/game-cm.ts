import { z } from './zod';
import { CASES, changeEngine, LEVEL_KEYS, LEVER_KEYS, PHASES, STATES } from '@sandtable/sim/change';
import { SCORE_RANGE, TEXT_MAX } from '../rules/limits';
import { GAME_STATUSES } from '../machines/game';
import { bilingualSchema, idSchema } from './common';
import { defineEndpoint } from './endpoint';
import { gameEventSchemasOf, gameViewSchemaOf, playEndpointsOf, roundSchemaOf, SUBMISSION_SOURCES } from './game';

/**
 * The change-leadership game (CM, issue 12) on the wire. The server plays it with the same game
 * module as the market (docs/decisions/game-engine.md): its play paths are /game/cm/* beside the
 * market's /game/ms/*, with the same requests and answers except for the game's own parts — the
 * decision (a list of lever plays), a team's round results, its start-of-round position and the
 * score weights. Everything below is built from the engine (packages/sim/src/change).
 */

/**
 * One lever played: its target is a stakeholder id (a person lever), a department key (a group
 * lever) or null (a lever that reaches everyone).
 */
export const cmPlaySchema = z.object({
  lever: z.enum(LEVER_KEYS as [string, ...string[]]),
  target: z.string().min(1).max(40).nullable(),
});

/**
 * A team's decision for a round. The schema checks the shape and the number of plays (the
 * engine's decisionFields); the rules — a target that fits the lever's scope and exists in the
 * case, no play twice, the round's budget, no lever still resting (its cooldown, from the team's
 * stored state) — are the engine's validateDecision, which the server runs after parsing and
 * reports as 100001 with one fields[] entry per problem, in the plays' order (field `plays`, path
 * `decision.plays`), the message from validation:cm_* in the caller's language with the limit
 * (points, plays, or the round a lever is free again). The form names the play before sending:
 * the engine's preview gives the same issues with each play's index.
 */
export const cmDecisionSchema = z.object({
  plays: z.array(cmPlaySchema).max(changeEngine.decisionFields.plays.max),
});
export type CmDecisionInput = z.infer<typeof cmDecisionSchema>;

const levelSchema = z.enum(LEVEL_KEYS as [string, ...string[]]);
const phaseSchema = z.enum(PHASES as [string, ...string[]]);
const adoptionStateSchema = z.enum(STATES as [string, ...string[]]);
const personSchema = z.object({ id: z.string(), state: adoptionStateSchema, champion: z.boolean() });

/** The cases a CM game can be played on (loadActiveCaseList). */
export const CM_CASE_IDS = CASES.map((c) => c.id) as [string, ...string[]];

/**
 * One line of a round's log (the engine's LogEntry): `code` is game:cm.log.<code>; the ids in it
 * (person, lever, department, state, phase) are looked up in the case and the catalogue.
 */
const logEntrySchema = z.object({
  code: z.string(),
  lever: z.string().optional(),
  target: z.string().nullable().optional(),
  person: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  cause: z.string().optional(),
  cost: z.number().optional(),
  value: z.number().optional(),
  reason: z.string().optional(),
});

/**
 * A team's results for one settled round (the engine's TeamRoundResult): its decision, level,
 * points spent, phase, critical mass, credibility, everyone's adoption state, the counts per
 * state, the adoption index and share adopted (0–1), the round's and overall scores and ranks,
 * and the round's log.
 */
export const cmTeamResultSchema = z.object({
  teamId: z.string(),
  decision: cmDecisionSchema,
  level: levelSchema,
  spent: z.number(),
  phaseBefore: phaseSchema,
  phase: phaseSchema,
  criticalMass: z.boolean(),
  credibilityBefore: z.number(),
  credibility: z.number(),
  people: z.array(personSchema),
  counts: z.record(z.string(), z.number()),
  adoptionIndex: z.number(),
  adoptedShare: z.number(),
  score: z.number(),
  overallScore: z.number(),
  rank: z.number(),
  overallRank: z.number(),
  log: z.array(logEntrySchema),
});

/**
 * What every viewer may see of another team's round (its public line on the scoreboard): its phase,
 * whether it reached critical mass, the counts per state, the adoption index, the share adopted, the
 * scores and ranks — not its plays, people, credibility or log (the team's strategy and its screen).
 */
export const CM_PUBLIC_RESULT_KEYS = ['teamId', 'phase', 'criticalMass', 'counts', 'adoptionIndex', 'adoptedShare', 'score', 'overallScore', 'rank', 'overallRank'] as const satisfies readonly CmResultKey[];

type CmResultKey = keyof typeof cmTeamResultSchema.shape;
type CmPrivateResultKey = Exclude<CmResultKey, (typeof CM_PUBLIC_RESULT_KEYS)[number]>;
/** Every key of a team's line that is not public: optional on another team's line (derived, never listed by hand). */
const CM_PRIVATE_RESULT_MASK = Object.fromEntries(
  Object.keys(cmTeamResultSchema.shape)
    .filter((key) => !(CM_PUBLIC_RESULT_KEYS as readonly string[]).includes(key))
    .map((key) => [key, true]),
) as { [K in CmPrivateResultKey]: true };

/**
 * A team's line of a round as the game view and its pushes carry it: the caller's own team's in
 * full (cmTeamResultSchema), every other team's only its public keys (CM_PUBLIC_RESULT_KEYS) — the
 * rest is optional here. The results paths (loadByCourse, loadByCourseTeam, the replay) carry rows in full.
 */
export const cmTeamRowSchema = cmTeamResultSchema.partial(CM_PRIVATE_RESULT_MASK);

/** A CM round: no game-wide totals (`market` is always null). */
export const cmRoundSchema = roundSchemaOf(cmTeamRowSchema, z.null());

/**
 * The caller's team before the round (the engine's CmPosition): the round about to be played, the
 * budget, its level, phase, credibility, momentum and critical mass, everyone's state, and
 * `cooldowns` — the first round each resting lever may be played again.
 */
export const cmPositionSchema = z.object({
  round: z.number().int(),
  budget: z.number().int(),
  level: levelSchema,
  phase: phaseSchema,
  credibility: z.number(),
  criticalMass: z.boolean(),
  momentum: z.number(),
  people: z.array(personSchema),
  cooldowns: z.record(z.string(), z.number()),
});

/** The round score's weights: the influence-weighted adoption index and the share who adopted (any proportions; the view gives percentages). */
export const cmWeightsSchema = z.object({
  adoption: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
  adopted: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
});

const cmParts = { decision: cmDecisionSchema, round: cmRoundSchema, position: cmPositionSchema, weights: cmWeightsSchema };

/** The CM game as one caller sees it: the market's view with CM's parts; `params` are the engine's CmParams (caseId, level, budget, scoreWeights). */
export const cmGameViewSchema = gameViewSchemaOf(cmParts);
export type CmGameView = z.infer<typeof cmGameViewSchema>;

/** The pushes of a CM game: the same events as the market's, with CM's rounds, positions and drafts. */
export const cmGameEventSchemas = gameEventSchemasOf(cmParts);
export type CmGameEventPayloads = { [E in keyof typeof cmGameEventSchemas]: z.infer<(typeof cmGameEventSchemas)[E]> };

const courseRequest = z.object({ courseId: idSchema });

/** A case as the case list shows it: its briefing and its organisation's size (the engine's activeCaseList). */
export const cmCaseListItemSchema = z.object({
  id: z.string(),
  title: bilingualSchema,
  summary: bilingualSchema,
  goal: bilingualSchema,
  stakeholders: z.number().int(),
  departments: z.number().int(),
});

/**
 * The lecturer's console of a CM game (loadGames.json; also the answer of the level switches and the
 * team restart): the course's case and level, the round being decided, and per team its level and
 * where its organisation stands before that round, its standing so far and whether it has submitted.
 */
export const cmGamesSchema = z.object({
  courseId: z.number().int(),
  status: z.enum(GAME_STATUSES),
  caseId: z.string(),
  /** The course's level (switchLevel); each team's own is in `teams`. */
  level: levelSchema,
  /** The round being decided (null: the game is finished); levels switch and teams restart only before a team has submitted it. */
  round: z.number().int().nullable(),
  teams: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      colour: z.string(),
      computer: z.boolean(),
      level: levelSchema,
      phase: phaseSchema,
      credibility: z.number(),
      momentum: z.number(),
      criticalMass: z.boolean(),
      /** How many people have adopted, of `people`. */
      adopted: z.number().int(),
      people: z.number().int(),
      overallScore: z.number().nullable(),
      overallRank: z.number().int().nullable(),
      submitted: z.boolean(),
    }),
  ),
});
export type CmGames = z.infer<typeof cmGamesSchema>;

/** One team's line of a round: its results and how its decision came about. */
const cmTeamRoundSchema = z.object({
  number: z.number().int(),
  practice: z.boolean(),
  source: z.enum(SUBMISSION_SOURCES),
  result: cmTeamResultSchema,
});

/** A CM game's whole results (loadByCourse.json): the rounds, the standings, the adoption curves and the lever-use heat map. */
export const cmCourseResultsSchema = z.object({
  courseId: z.number().int(),
  caseId: z.string(),
  status: z.enum(GAME_STATUSES),
  rounds: z.array(cmRoundSchema),
  /** After the last settled official round, best first. */
  ranking: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      colour: z.string(),
      overallScore: z.number(),
      overallRank: z.number().int(),
      adoptionIndex: z.number(),
      adoptedShare: z.number(),
      phase: phaseSchema,
    }),
  ),
  /** Per team, its adoption index, share adopted and score after each settled official round. */
  curves: z.array(z.object({ teamId: z.number().int(), points: z.array(z.object({ round: z.number().int(), adoptionIndex: z.number(), adoptedShare: z.number(), score: z.number() })) })),
  /** Per team, how many times it played each lever (taking effect) over the settled official rounds. */
  leverUse: z.array(z.object({ teamId: z.number().int(), levers: z.record(z.string(), z.number().int()) })),
});

/** A team's game round by round (loadByCourseTeam.json). */
export const cmTeamResultsSchema = z.object({
  courseId: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  colour: z.string(),
  rounds: z.array(cmTeamRoundSchema),
});

/**
 * A team's game as a replay (courseReplayUrl.json): per settled round, the organisation before it
 * (`before`, a position), the decision played and what came of it (`after`, with the round's log).
 */
export const cmReplaySchema = z.object({
  courseId: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  frames: z.array(z.object({ number: z.number().int(), practice: z.boolean(), source: z.enum(SUBMISSION_SOURCES), before: cmPositionSchema, after: cmTeamResultSchema })),
});

/** A team of a course's game; omitted: the caller's own team. */
const teamRequest = z.object({ courseId: idSchema, teamId: idSchema.optional() });

/**
 * CM's paths. The play paths (start, state, draft, submit, advance, pause, settings, rerun/preview,
 * rerun) are the market's under /game/cm. Chat (/game/chat/*), the podium (/course/victory.json),
 * rewards and the lists across courses (/game/ms/myGrades.json, scoreList.json, winners.json) are the
 * same for every game. Start takes the case (default the manufacturer's), the level (default
 * standard) and the weights. The rest are the spec's CM paths (docs/api.md).
 */
export const cmGameEndpoints = {
  ...playEndpointsOf({
    name: 'change-leadership simulation',
    prefix: '/game/cm',
    startPath: '/game/cm/start.json',
    startChoices: { caseId: z.enum(CM_CASE_IDS).optional(), level: levelSchema.optional(), weights: cmWeightsSchema.optional() },
    decision: cmDecisionSchema,
    view: cmGameViewSchema,
    teamResult: cmTeamResultSchema,
  }),
  loadActiveCaseList: defineEndpoint({
    method: 'POST',
    path: '/game/cm/loadActiveCaseList.json',
    access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(cmCaseListItemSchema) }),
    summary: 'The cases a CM game can be played on (their people, links and questions are the engine’s: @sandtable/sim/change)',
    tag: 'game',
  }),
  loadGames: defineEndpoint({ method: 'POST', path: '/game/cm/loadGames.json', access: 'course:create', request: courseRequest, response: cmGamesSchema, summary: 'The lecturer’s console of a CM game: each team’s level, organisation and standing', tag: 'game' }),
  switchLevel: defineEndpoint({
    method: 'POST',
    path: '/game/cm/switchLevel.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema, level: levelSchema }),
    response: cmGamesSchema,
    summary: 'Switch every team’s level from the round being decided on (the course’s managers; before any team has submitted it)',
    tag: 'game',
  }),
  switchLevel2: defineEndpoint({
    method: 'POST',
    path: '/game/cm/switchLevel2.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema, teamId: idSchema, level: levelSchema }),
    response: cmGamesSchema,
    summary: 'Switch one team’s level from the round being decided on (the course’s managers; before that team has submitted it)',
    tag: 'game',
  }),
  resetTeamCourse: defineEndpoint({
    method: 'POST',
    path: '/game/cm/resetTeamCourse.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema, teamId: idSchema }),
    response: cmGamesSchema,
    summary: 'Restart one team’s organisation at the case’s start from the round being decided on (the course’s managers; its draft and submission of that round are cleared)',
    tag: 'game',
  }),
  loadByCourse: defineEndpoint({ method: 'POST', path: '/game/cm/loadByCourse.json', access: 'session', request: courseRequest, response: cmCourseResultsSchema, summary: 'A CM game’s results: rounds, standings, adoption curves, lever use', tag: 'game' }),
  loadByCourseTeam: defineEndpoint({
    method: 'POST',
    path: '/game/cm/loadByCourseTeam.json',
    access: 'session',
    request: teamRequest,
    response: cmTeamResultsSchema,
    summary: 'One team’s CM game round by round (members: their team, any team once the game is finished; managers: any team)',
    tag: 'game',
  }),
  courseReplayUrl: defineEndpoint({
    method: 'POST',
    path: '/game/cm/courseReplayUrl.json',
    access: 'session',
    request: teamRequest,
    response: cmReplaySchema,
    summary: 'A team’s CM game as a replay: the organisation before each round, the plays, what came of them (who may: as loadByCourseTeam)',
    tag: 'game',
  }),
  reportCreate: defineEndpoint({
    method: 'POST',
    path: '/game/cm/reportCreate.json',
    access: 'session',
    request: teamRequest,
    response: z.object({ teamId: z.number().int(), teamName: z.string(), files: z.object({ zh: z.string(), en: z.string() }) }),
    summary: 'A team’s report as PDF, in Chinese and in English: the addresses to open (who may: as loadByCourseTeam)',
    tag: 'game',
  }),
};

/**
 * A stage's questions (spec §9), from the server: the answer key stays there (@sandtable/sim/change/stages).
 * `answer` and `explanation` only once the reader's Q&A of the stage is marked (and for the course's
 * managers); `rubric` (the criteria) only for the managers, who mark with it; `total` is a thinking
 * question's full marks.
 */
export const cmStageQuestionsSchema = z.object({
  phase: phaseSchema,
  title: bilingualSchema,
  quiz: z.array(z.object({ id: z.string(), prompt: bilingualSchema, options: z.array(bilingualSchema), answer: z.number().int().optional(), explanation: bilingualSchema.optional() })),
  thinking: z.array(
    z.object({ id: z.string(), prompt: bilingualSchema, total: z.number().int(), rubric: z.array(z.object({ criterion: bilingualSchema, points: z.number().int() })).optional() }),
  ),
});

export type CmStageQuestions = z.infer<typeof cmStageQuestionsSchema>;

/** One stage of a CM course as a member has answered it. */
export const cmStageStateSchema = z.object({
  phase: phaseSchema,
  /** The Q&A answers given (question id -> option index); null until answered (once). */
  quiz: z.record(z.string(), z.number().int()).nullable(),
  /** Marked when answered: each right answer an equal share of 100. */
  quizPoints: z.number().int().nullable(),
  /** The thinking answers (question id -> text); null until given; changeable until marked. */
  thinking: z.record(z.string(), z.string()).nullable(),
  /** The lecturer's points per thinking question (within its rubric); null until marked. */
  marks: z.record(z.string(), z.number().int()).nullable(),
});

/** A member's stages and the spec's two flags, from their stored answers. */
export const cmStagesSchema = z.object({
  courseId: z.number().int(),
  caseId: z.string(),
  /** The case's stages' questions, in order; a stage's key once the caller's Q&A of it is marked. */
  questions: z.array(cmStageQuestionsSchema),
  stages: z.array(cmStageStateSchema),
  /** Every stage's Q&A answered ("test finished"). */
  testFinished: z.boolean(),
  /** Every stage's thinking questions answered ("question-thinking finished"). */
  thinkingFinished: z.boolean(),
});

const stageRequest = { courseId: idSchema, phase: phaseSchema };

/** Who proposes marks (docs/decisions/cm.md "Proposed marks"): built in (`rubric`) or a marking service (`http`). */
export const markingProviderSchema = z.enum(['rubric', 'http']);

/** A proposal for one thinking answer: points per rubric criterion (in the rubric's order), for the lecturer to confirm. */
export const cmMarkProposalSchema = z.object({
  questionId: z.string(),
  points: z.number().int(),
  criteria: z.array(z.object({ points: z.number().int(), of: z.number().int(), matched: z.array(z.string()) })),
});

/** The stage questions (spec §9): members answer, the course's managers mark the thinking answers. */
export const cmStageEndpoints = {
  stages: defineEndpoint({ method: 'POST', path: '/game/cm/stage/get.json', access: 'course:join', request: courseRequest, response: cmStagesSchema, summary: 'The caller’s answers to the stages of a CM course, their marks, and the test-finished and thinking-finished flags', tag: 'game' }),
  quiz: defineEndpoint({
    method: 'POST',
    path: '/game/cm/stage/quiz.json',
    access: 'course:join',
    request: z.object({ ...stageRequest, answers: z.record(z.string().max(40), z.coerce.number().int().min(0).max(9)) }),
    response: cmStagesSchema,
    summary: 'Answer a stage’s Q&A (once; marked at once)',
    tag: 'game',
  }),
  thinking: defineEndpoint({
    method: 'POST',
    path: '/game/cm/stage/thinking.json',
    access: 'course:join',
    request: z.object({ ...stageRequest, answers: z.record(z.string().max(40), z.multiline().trim().min(1).max(TEXT_MAX.thinkingAnswer)) }),
    response: cmStagesSchema,
    summary: 'Answer a stage’s thinking questions (every one; changeable until the lecturer marks them)',
    tag: 'game',
  }),
  answers: defineEndpoint({
    method: 'POST',
    path: '/game/cm/stage/answers.json',
    access: 'course:create',
    request: courseRequest,
    response: z.object({
      /** The case's stages' questions with their whole key (right options, explanations, rubrics). */
      questions: z.array(cmStageQuestionsSchema),
      list: z.array(z.object({ memberId: z.number().int(), name: z.string(), teamName: z.string().nullable(), stages: z.array(cmStageStateSchema), testFinished: z.boolean(), thinkingFinished: z.boolean() })),
      /** Who can propose marks; null: nobody is configured, the lecturer marks alone. */
      proposer: markingProviderSchema.nullable(),
    }),
    summary: 'Every member’s stage answers and marks, to mark the thinking answers (the course’s managers)',
    tag: 'game',
  }),
  mark: defineEndpoint({
    method: 'POST',
    path: '/game/cm/stage/mark.json',
    access: 'course:create',
    request: z.object({ ...stageRequest, memberId: idSchema, marks: z.record(z.string().max(40), z.coerce.number().int().min(0).max(100)) }),
    response: cmStageStateSchema,
    summary: 'Mark a member’s thinking answers of a stage: points per question within its rubric (the course’s managers; marking again replaces the marks)',
    tag: 'game',
  }),
  propose: defineEndpoint({
    method: 'POST',
    path: '/game/cm/stage/propose.json',
    access: 'course:create',
    request: z.object({ ...stageRequest, memberId: idSchema }),
    response: z.object({ proposer: markingProviderSchema, proposals: z.array(cmMarkProposalSchema) }),
    summary: 'Proposed marks for a member’s thinking answers of a stage, per rubric criterion, for the lecturer to confirm (nothing is stored)',
    tag: 'game',
  }),
};

/**
 * Filters of the enterprise statistics (spec §7): a company's name (part of it), a department's name
 * (part of it), and isOwner — only courses the caller runs as their lecturer or creator.
 */
const statsRequest = z.object({
  companyName: z.string().trim().max(TEXT_MAX.keyword).optional(),
  departmentName: z.string().trim().max(TEXT_MAX.keyword).optional(),
  isOwner: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
});

/** What a group of players reached in CM games: how many, and their teams' mean overall score, adoption index and share adopted. */
const statsFigures = {
  members: z.number().int(),
  courses: z.number().int(),
  averageScore: z.number().nullable(),
  averageAdoption: z.number().nullable(),
  averageAdopted: z.number().nullable(),
};

/** One player of a CM game with their team's standing after the last settled official round (null before one). */
export const cmMemberResultSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  departmentName: z.string().nullable(),
  courseId: z.number().int(),
  courseName: z.string(),
  status: z.enum(GAME_STATUSES),
  teamName: z.string().nullable(),
  overallScore: z.number().nullable(),
  overallRank: z.number().int().nullable(),
  adoptionIndex: z.number().nullable(),
  adoptedShare: z.number().nullable(),
});

/**
 * The enterprise statistics of CM games (spec §7 /course/getCm*Result.json), over the CM courses the
 * caller manages (admins all, a company's managers its courses, a lecturer theirs): results by
 * company, by department, by group (team) name, and per member. People without a company count under
 * their own organisation's name.
 */
export const cmStatsEndpoints = {
  company: defineEndpoint({
    method: 'GET',
    path: '/course/getCmCompanyResult.json',
    access: 'course:create',
    request: statsRequest,
    response: z.object({ list: z.array(z.object({ companyName: z.string().nullable(), ...statsFigures })) }),
    summary: 'CM results by company (filters: companyName, isOwner)',
    tag: 'game',
  }),
  department: defineEndpoint({
    method: 'GET',
    path: '/course/getCmDepartmentResult.json',
    access: 'course:create',
    request: statsRequest,
    response: z.object({ list: z.array(z.object({ companyName: z.string().nullable(), departmentName: z.string().nullable(), ...statsFigures })) }),
    summary: 'CM results by department (filters: companyName, departmentName, isOwner)',
    tag: 'game',
  }),
  groupName: defineEndpoint({
    method: 'GET',
    path: '/course/getCmGroupNameResult.json',
    access: 'course:create',
    request: statsRequest,
    response: z.object({ list: z.array(z.object({ groupName: z.string().nullable(), ...statsFigures })) }),
    summary: 'CM results by group (team) name (filters: companyName, departmentName, isOwner)',
    tag: 'game',
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/course/getCompanyMemberResult.json',
    access: 'course:create',
    request: statsRequest,
    response: z.object({ list: z.array(cmMemberResultSchema) }),
    summary: 'CM results per member (filters: companyName, departmentName, isOwner)',
    tag: 'game',
  }),
};

/** Non-JSON CM routes. */
export const CM_FILE_PATHS = {
  /** GET ?courseId=&teamId=&lang=zh|en -> a team's report as PDF (reportCreate.json gives both addresses). */
  reportPdf: '/game/cm/report.pdf',
} as const;
