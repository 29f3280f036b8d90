import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { bilingualSchema, idSchema, pageRequestSchema, pageSchema, requestKeySchema } from './common';
import { marketEngine } from '@sandtable/sim/market';
import { COIN_REWARD_MAX, ROUND_MINUTES } from '../rules/constants';
import { GAME_IDS } from '../rules/course';
import { GAME_STATUSES, ROUND_STATUSES } from '../machines/game';
import { SCORE_RANGE, TEXT_MAX } from '../rules/limits';

/**
 * The market simulation online (issue 5): a game per course, rounds with deadlines, team decisions
 * (drafts any member edits, the captain's official submit), results and rankings. The engine is
 * packages/sim/src/market behind the game-engine interface (packages/sim/src/engine.ts); its limits
 * (price 50–300% of unit cost, overtime ≤ 30%, the size caps) are checked by the server with the
 * engine's validateDecision and reported per field.
 */
export { GAME_STATUSES, ROUND_STATUSES } from '../machines/game';

const decisionFields = marketEngine.decisionFields;
/**
 * A decision field as the wire carries it: a whole number in the engine's unit, at least the
 * engine's minimum. Every upper bound and the price range are the engine's (validateDecision): the
 * server checks them after parsing and reports every field's problem at once with the engine's code.
 */
const decisionField = (field: keyof typeof decisionFields) => z.coerce.number().int().min(decisionFields[field].min);

/** One team's decision for a round (money in fen, goods in units). */
export const decisionSchema = z.object({
  price: decisionField('price'),
  plannedProduction: decisionField('plannedProduction'),
  overtimePercent: decisionField('overtimePercent'),
  marketing: decisionField('marketing'),
  research: decisionField('research'),
});
export type Decision = z.infer<typeof decisionSchema>;

export const scoreWeightsSchema = z.object({
  financial: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
  customer: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
  internal: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
  learning: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
});

/** A team's figures for one settled round (the engine's TeamRoundResult; extra fields pass through). */
export const teamResultSchema = z.looseObject({
  teamId: z.string(),
  decision: decisionSchema,
  demand: z.number(),
  sales: z.number(),
  marketShare: z.number(),
  priceIndex: z.number(),
  revenue: z.number(),
  profit: z.number(),
  closingCash: z.number(),
  cumulativeProfit: z.number(),
  closingStock: z.number(),
  utilisation: z.number(),
  score: z.looseObject({ total: z.number() }),
  overallScore: z.number(),
  rank: z.number(),
  overallRank: z.number(),
});

/** The team's name and colour beside its figures in a round's results. */
const teamLabel = { teamName: z.string(), colour: z.string() };

/**
 * A round as the pages show it, for any game: `teamResult` is one team's figures (its engine's
 * results), `totals` the round's figures for the whole game (the market's; z.null() for a game
 * without such).
 */
export function roundSchemaOf<R extends z.ZodRawShape, T extends z.ZodType>(teamResult: z.ZodObject<R>, totals: T) {
  return z.object({
    id: z.number().int(),
    number: z.number().int(),
    practice: z.boolean(),
    status: z.enum(ROUND_STATUSES),
    deadline: z.string().nullable(),
    settledAt: z.string().nullable(),
    /** How many times the lecturer re-ran it after a correction. */
    reruns: z.number().int(),
    market: totals.nullable(),
    results: z.array(z.looseObject({ ...teamResult.shape, ...teamLabel })),
  });
}

export const roundSchema = roundSchemaOf(teamResultSchema, z.looseObject({ totalDemand: z.number(), totalSales: z.number(), averagePrice: z.number() }));

/** A team's decision state for the current round, for any game's decision schema. */
export function teamDecisionStateSchemaOf<D extends z.ZodType>(decision: D) {
  return z.object({
    teamId: z.number().int(),
    teamName: z.string(),
    colour: z.string(),
    computer: z.boolean(),
    /** The working draft any member edits; `version` guards against overwriting someone else's edit. */
    draft: decision.nullable(),
    version: z.number().int(),
    lastEditor: z.string().nullable(),
    lastEditedAt: z.string().nullable(),
    submitted: z.boolean(),
    submittedBy: z.string().nullable(),
    submittedAt: z.string().nullable(),
  });
}

export const teamDecisionStateSchema = teamDecisionStateSchemaOf(decisionSchema);

/** How a team's decision for a settled round came about: its captain's submission, carried over, or the computer's. */
export const SUBMISSION_SOURCES = ['captain', 'carried_over', 'computer'] as const;

/** Who decided each team's decision in a settled round (the submissions table after a round). */
export const roundSubmissionsSchema = z.object({
  roundId: z.number().int(),
  number: z.number().int(),
  practice: z.boolean(),
  teams: z.array(z.object({ teamId: z.number().int(), source: z.enum(SUBMISSION_SOURCES), by: z.string().nullable(), at: z.string().nullable() })),
});

/**
 * A game's parameters as its engine plays them (JSON; the engine's own type, e.g. MarketParams):
 * the web renders rules, limits and previews from them with the same engine.
 */
export const gameParamsSchema = z.record(z.string(), z.unknown());

/** The game's own parts of its view: its decision, round, start-of-round position and score weights. */
export interface GameWireParts<D extends z.ZodType, R extends z.ZodType, P extends z.ZodType, W extends z.ZodType> {
  decision: D;
  round: R;
  position: P;
  weights: W;
}

/** The game as one caller sees it (the state path and every control's answer), for any game's parts. */
export function gameViewSchemaOf<D extends z.ZodType, R extends z.ZodType, P extends z.ZodType, W extends z.ZodType>(parts: GameWireParts<D, R, P, W>) {
  const teamState = teamDecisionStateSchemaOf(parts.decision);
  return z.object({
    courseId: z.number().int(),
    /** The course's game: which engine plays it and reads `params`. */
    gameId: z.enum(GAME_IDS),
    params: gameParamsSchema,
    status: z.enum(GAME_STATUSES),
    practiceRounds: z.number().int(),
    officialRounds: z.number().int(),
    roundMinutes: z.number().int(),
    /** The round closes as soon as every people-run team has submitted (computer teams never block). */
    closeWhenAllSubmitted: z.boolean(),
    /** The score weights as percentages of their sum (the engine's keys). */
    weights: parts.weights,
    /** The round being decided (null when finished). */
    current: parts.round.nullable(),
    rounds: z.array(parts.round),
    /** The caller's team and its decision for the current round (null for lecturers and observers). */
    myTeam: teamState.extend({ captain: z.boolean() }).nullable(),
    /** Every team's submission state (names, submitted or not; decisions only for managers). */
    teams: z.array(teamState),
    /** Settled rounds: who decided each team's decision. */
    submissions: z.array(roundSubmissionsSchema),
    /** Whether the caller is shown who decided each settled round (the server's policy: everyone after the game, the managers while it runs). */
    showSubmissions: z.boolean(),
    /** Start-of-round figures for the caller's team (the engine's position: the form's limits and previews). */
    position: parts.position.nullable(),
    /** `correct`: re-run a settled round with a corrected decision (the course's managers, also after the game). */
    abilities: z.object({ decide: z.boolean(), submit: z.boolean(), chat: z.boolean(), control: z.boolean(), correct: z.boolean() }),
  });
}

/** The market's start-of-round figures for the caller's team: cash, stock, capacity, unit cost and its price range. */
const marketPositionSchema = z.object({ cash: z.number(), stock: z.number(), capacity: z.number(), unitCost: z.number(), priceMin: z.number(), priceMax: z.number() });

export const gameViewSchema = gameViewSchemaOf({ decision: decisionSchema, round: roundSchema, position: marketPositionSchema, weights: scoreWeightsSchema });
export type GameView = z.infer<typeof gameViewSchema>;

const courseRequest = z.object({ courseId: idSchema });

export const chatMessageSchema = z.object({ id: z.number().int(), teamId: z.number().int(), userId: z.number().int(), name: z.string(), text: z.string(), at: z.string() });

/**
 * One game's play endpoints — start, state, drafts, submit, the lecturer's controls and re-runs —
 * served by the server's one game module for every engine (docs/decisions/game-engine.md). Each
 * game has its set under its own prefix with its own decision and view schemas: the market's
 * /game/ms/* (and /game/start), CM's /game/cm/* (game-cm.ts). A course of another game is refused
 * on a game's paths (105008 gameNotOffered). `startChoices` are the start request's game-specific
 * fields (weights; CM's case and level).
 */
export function playEndpointsOf<S extends z.ZodRawShape, D extends z.ZodType, V extends z.ZodType, R extends z.ZodType>(game: {
  name: string;
  prefix: string;
  startPath: string;
  startChoices: S;
  decision: D;
  view: V;
  teamResult: R;
}) {
  const { prefix, view } = game;
  const rerunRequest = z.object({ courseId: idSchema, round: z.coerce.number().int().min(1), teamId: idSchema, decision: game.decision });
  return {
    start: defineEndpoint({
      method: 'POST',
      path: game.startPath,
      access: 'course:create',
      request: z.object({
        courseId: idSchema,
        practiceRound: z.boolean().default(true),
        roundMinutes: z.coerce.number().int().min(ROUND_MINUTES.min).max(ROUND_MINUTES.max).default(ROUND_MINUTES.default),
        ...game.startChoices,
        /** Empty teams the computer runs (the lecturer's choice). */
        computerTeamIds: z.array(idSchema).default([]),
        /** Close a round as soon as every people-run team has submitted (the deadline and "advance now" still apply). */
        closeWhenAllSubmitted: z.boolean().default(true),
        /** Release chapter 2 (the simulation) to the students in the same step, if it is not yet released. */
        releaseChapter2: z.boolean().default(false),
      }),
      response: view,
      summary: `Start the ${game.name} of a running course: practice round (optional) then the official rounds`,
      tag: 'game',
    }),
    state: defineEndpoint({ method: 'POST', path: `${prefix}/state.json`, access: 'session', request: courseRequest, response: view, summary: 'The game as the caller sees it: rounds, results, their team’s draft and submission', tag: 'game' }),
    draft: defineEndpoint({
      method: 'POST',
      path: `${prefix}/draft.json`,
      access: 'course:join',
      request: z.object({ courseId: idSchema, roundId: idSchema, decision: game.decision, baseVersion: z.coerce.number().int().min(0) }),
      response: view,
      summary: 'Save the team’s draft; a stale baseVersion fails with the conflict code and the current draft',
      tag: 'game',
    }),
    submit: defineEndpoint({ method: 'POST', path: `${prefix}/submit.json`, access: 'course:join', request: z.object({ courseId: idSchema, roundId: idSchema, decision: game.decision }), response: view, summary: 'The captain submits the team’s official decision for the round', tag: 'game' }),
    advance: defineEndpoint({ method: 'POST', path: `${prefix}/advance.json`, access: 'course:create', request: courseRequest, response: view, summary: 'Close the current round now (late teams carried over) and open the next', tag: 'game' }),
    pause: defineEndpoint({ method: 'POST', path: `${prefix}/pause.json`, access: 'course:create', request: z.object({ courseId: idSchema, paused: z.boolean() }), response: view, summary: 'Pause (the deadline stops) or resume (the remaining time restarts)', tag: 'game' }),
    settings: defineEndpoint({
      method: 'POST',
      path: `${prefix}/settings.json`,
      access: 'course:create',
      request: z.object({ courseId: idSchema, closeWhenAllSubmitted: z.boolean() }),
      response: view,
      summary: 'Change a running game’s settings: close the round as soon as every team has submitted (turning it on closes a round already complete)',
      tag: 'game',
    }),
    rerunPreview: defineEndpoint({
      method: 'POST',
      path: `${prefix}/rerun/preview.json`,
      access: 'course:create',
      request: rerunRequest,
      response: z.object({ rounds: z.array(z.object({ number: z.number().int(), teams: z.array(z.object({ teamId: z.number().int(), teamName: z.string(), before: game.teamResult, after: game.teamResult })) })) }),
      summary: 'What re-running a round with one corrected decision would change, round by round (nothing is written)',
      tag: 'game',
    }),
    rerun: defineEndpoint({ method: 'POST', path: `${prefix}/rerun.json`, access: 'course:create', request: rerunRequest, response: view, summary: 'Re-run a settled round with a corrected decision: it and every later round are recomputed', tag: 'game' }),
  };
}

const marketPlayEndpoints = playEndpointsOf({
  name: 'market simulation',
  prefix: '/game/ms',
  startPath: '/game/start',
  startChoices: { weights: scoreWeightsSchema.optional() },
  decision: decisionSchema,
  view: gameViewSchema,
  teamResult: teamResultSchema,
});

export const rerunRequestSchema = marketPlayEndpoints.rerun.request;

/** A classic case (the games' cases and scenarios, read as a library: `/classicDetail`). */
export const classicCaseSchema = z.object({
  key: z.string(),
  gameId: z.enum(['CM', 'TS']),
  tsVersion: z.number().int().nullable(),
  title: bilingualSchema,
  situation: bilingualSchema,
  goal: bilingualSchema.nullable(),
  facts: z.array(z.object({ key: z.enum(['stakeholders', 'departments', 'items', 'kind']), value: z.union([z.number(), z.string()]) })),
});
export type ClassicCase = z.infer<typeof classicCaseSchema>;

export const gameEndpoints = {
  classicCases: defineEndpoint({
    method: 'POST',
    path: '/game/classicCases.json',
    access: 'portal:use',
    request: z.object({}),
    response: z.object({ list: z.array(classicCaseSchema) }),
    summary: 'The classic cases our games are played on (change cases, team-synergy scenarios), in both languages',
    tag: 'game',
  }),
  ...marketPlayEndpoints,
  getScore: defineEndpoint({
    method: 'GET',
    path: '/game/ms/getScore.json',
    access: 'session',
    request: courseRequest,
    response: z.object({ courseId: z.number().int(), courseName: z.string(), teamName: z.string().nullable(), rounds: z.array(z.object({ number: z.number().int(), practice: z.boolean(), score: z.number(), rank: z.number(), profit: z.number(), marketShare: z.number() })), overallScore: z.number().nullable(), overallRank: z.number().nullable(), teams: z.number().int() }),
    summary: 'The caller’s team’s scores and ranks per round (/gradesDetails)',
    tag: 'game',
  }),
  generateMs: defineEndpoint({ method: 'GET', path: '/game/ms/generateMs.json', access: 'session', request: courseRequest, response: z.object({ courseId: z.number().int(), rounds: z.array(roundSchema), ranking: z.array(z.object({ teamId: z.number().int(), teamName: z.string(), colour: z.string(), overallScore: z.number(), overallRank: z.number(), cumulativeProfit: z.number(), closingCash: z.number() })) }), summary: 'The whole game’s results for the debrief, the board and the score lists', tag: 'game' }),
  victory: defineEndpoint({
    method: 'POST',
    path: '/course/victory.json',
    access: 'session',
    request: courseRequest,
    response: z.object({ courseId: z.number().int(), courseName: z.string(), finished: z.boolean(), winners: z.array(z.object({ rank: z.number().int(), teamId: z.number().int(), teamName: z.string(), colour: z.string(), overallScore: z.number(), members: z.array(z.string()) })) }),
    summary: 'The final podium of a course’s game (the winners’ circle)',
    tag: 'game',
  }),
  reward: defineEndpoint({
    method: 'POST',
    path: '/course/reward.json',
    access: 'coin:give',
    request: z.object({
      courseId: idSchema,
      teamId: idSchema.nullish(),
      userId: idSchema.nullish(),
      coins: z.coerce.number().int().min(1).max(COIN_REWARD_MAX),
      note: z.multiline().trim().max(TEXT_MAX.rewardNote).nullish(),
      /** Optional idempotency key: the same key again (a retry, a double click) rewards once and answers as the first time. */
      requestKey: requestKeySchema,
    }),
    response: z.object({ balance: z.number().int(), recipients: z.number().int() }),
    summary: `Reward a team (each member) or a student with coins (whole, at most ${COIN_REWARD_MAX}, within the giver’s balance); a repeated requestKey rewards once`,
    tag: 'game',
  }),
  mechanism: defineEndpoint({
    method: 'POST',
    path: '/mechanism/select.json',
    access: 'session',
    request: z.object({ courseId: idSchema.optional() }),
    response: z.object({ gameId: z.enum(GAME_IDS), params: gameParamsSchema, weights: scoreWeightsSchema, unitCost: z.number(), priceMin: z.number(), priceMax: z.number(), overtimeMaxPercent: z.number(), overtimeCostFactor: z.number(), flexPercent: z.number(), capacityUpUtil: z.number(), capacityDownUtil: z.number() }),
    summary: 'How the market works and is scored (the course’s weights, or the defaults)',
    tag: 'game',
  }),
  chatSend: defineEndpoint({ method: 'POST', path: '/game/chat/send.json', access: 'course:join', request: z.object({ courseId: idSchema, text: z.multiline().trim().min(1).max(TEXT_MAX.chatMessage) }), response: chatMessageSchema, summary: 'Team chat: only the captain types; members read', tag: 'game' }),
  chatList: defineEndpoint({ method: 'POST', path: '/game/chat/list.json', access: 'session', request: z.object({ courseId: idSchema, teamId: idSchema.optional(), beforeId: idSchema.optional() }), response: z.object({ list: z.array(chatMessageSchema) }), summary: 'A team’s chat, newest 50 before beforeId (members: their team; managers: any team)', tag: 'game' }),
  scoreList: defineEndpoint({
    method: 'POST',
    path: '/game/ms/scoreList.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ courseId: idSchema.optional(), keyword: z.string().trim().max(TEXT_MAX.keyword).optional() }),
    response: pageSchema(z.object({ courseId: z.number().int(), courseName: z.string(), userId: z.number().int(), name: z.string(), teamName: z.string().nullable(), overallScore: z.number().nullable(), overallRank: z.number().nullable(), cumulativeProfit: z.number().nullable() })),
    summary: 'Students’ game scores across the caller’s courses (/student-scorelist)',
    tag: 'game',
  }),
  myGrades: defineEndpoint({
    method: 'POST',
    path: '/game/ms/myGrades.json',
    access: 'session',
    request: pageRequestSchema.extend({ finished: z.boolean().optional() }),
    response: pageSchema(z.object({ courseId: z.number().int(), courseName: z.string(), gameId: z.enum(GAME_IDS), teamName: z.string().nullable(), status: z.enum(GAME_STATUSES), overallScore: z.number().nullable(), overallRank: z.number().nullable(), teams: z.number().int(), finishedAt: z.string().nullable() })),
    summary: 'The caller’s games and grades (/myGrades, /historyGrade)',
    tag: 'game',
  }),
  winners: defineEndpoint({
    method: 'POST',
    path: '/game/ms/winners.json',
    access: 'session',
    request: pageRequestSchema,
    response: pageSchema(z.object({ courseId: z.number().int(), courseName: z.string(), finishedAt: z.string(), teamName: z.string(), colour: z.string(), overallScore: z.number(), members: z.array(z.string()) })),
    summary: 'Winning teams of finished games (/goldMedalWinners)',
    tag: 'game',
  }),
};

/** Non-JSON game routes. */
export const GAME_FILE_PATHS = {
  /** GET ?courseId= -> the score list as .xlsx (course managers). */
  scoreListXlsx: '/game/ms/scoreList.xlsx',
} as const;

/** Socket.IO (path /socket.io): the client emits `join` {courseId}; the server pushes these. */
export const GAME_EVENTS = {
  changed: 'game:changed',
  roundSettled: 'round:settled',
  draft: 'draft:updated',
  chat: 'chat:message',
} as const;
export type GameEvent = (typeof GAME_EVENTS)[keyof typeof GAME_EVENTS];

/** Start-of-round figures for one team (GameView.position). */
export const positionSchema = marketPositionSchema;

const changedBase = { courseId: z.number().int(), status: z.enum(GAME_STATUSES) };

/**
 * Every push's payload, one schema per event (docs/decisions/events.md), for a game's parts: the
 * server emits through a function typed by the market's, the web's handlers read each game's typed
 * and write them into the query cache. Courses' pushes go to `course:<id>`, drafts and chat to `team:<id>`.
 */
export function gameEventSchemasOf<D extends z.ZodType, R extends z.ZodType, P extends z.ZodType, W extends z.ZodType>(parts: GameWireParts<D, R, P, W>) {
  return {
    [GAME_EVENTS.changed]: z.discriminatedUnion('reason', [
      z.object({ ...changedBase, reason: z.literal('started'), current: parts.round }),
      z.object({ ...changedBase, reason: z.literal('settings'), closeWhenAllSubmitted: z.boolean() }),
      z.object({ ...changedBase, reason: z.enum(['paused', 'resumed']), deadline: z.string().nullable() }),
      /** A captain's submit: public, as every team's "submitted" line of the view is. */
      z.object({ ...changedBase, reason: z.literal('submitted'), roundId: z.number().int(), teamId: z.number().int(), submittedBy: z.string(), submittedAt: z.string() }),
      z.object({ ...changedBase, reason: z.literal('rerun'), round: z.number().int(), teamId: z.number().int() }),
      /** Only CM's: the lecturer switched the level (teamId null: every team) or restarted a team. */
      z.object({ ...changedBase, reason: z.enum(['level', 'teamReset']), teamId: z.number().int().nullable() }),
    ]),
    [GAME_EVENTS.roundSettled]: z.object({
      courseId: z.number().int(),
      status: z.enum(GAME_STATUSES),
      round: parts.round,
      /** The round opened next (null: the game finished). */
      current: parts.round.nullable(),
      /** Who decided each team's decision in the settled round (GameView.submissions' new row). */
      submissions: roundSubmissionsSchema,
      /** Each people-run team's start-of-round figures for `current`, by team id (GameView.position). */
      positions: z.record(z.string(), parts.position),
    }),
    [GAME_EVENTS.draft]: teamDecisionStateSchemaOf(parts.decision).extend({ courseId: z.number().int(), roundId: z.number().int() }),
    [GAME_EVENTS.chat]: chatMessageSchema.extend({ courseId: z.number().int() }),
  } satisfies Record<GameEvent, z.ZodType>;
}

export const gameEventSchemas = gameEventSchemasOf({ decision: decisionSchema, round: roundSchema, position: marketPositionSchema, weights: scoreWeightsSchema });

export type GameEventPayloads = { [E in GameEvent]: z.infer<(typeof gameEventSchemas)[E]> };
