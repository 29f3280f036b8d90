import { z } from './zod';
import { CASES, changeEngine, LEVEL_KEYS, LEVER_KEYS, PHASES, STATES } from '@sandtable/sim/change';
import { SCORE_RANGE } from '../rules/limits';
import { gameEventSchemasOf, gameViewSchemaOf, playEndpointsOf, roundSchemaOf } from './game';

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
 * A team's results for one settled round (the engine's TeamRoundResult): its decision, level,
 * points spent, phase, critical mass, credibility, everyone's adoption state, the counts per
 * state, the adoption index and share adopted (0–1), the round's and overall scores and ranks,
 * and the round's log (each line's `code` is game:cm.log.<code>; extra fields pass through).
 */
export const cmTeamResultSchema = z.looseObject({
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
  log: z.array(z.looseObject({ code: z.string() })),
});

/** A CM round: no game-wide totals (`market` is always null). */
export const cmRoundSchema = roundSchemaOf(cmTeamResultSchema, z.null());

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

/**
 * CM's play paths: start, state, draft, submit, advance, pause, settings, rerun/preview and rerun
 * under /game/cm. Chat (/game/chat/*), the podium (/course/victory.json), rewards and the lists
 * across courses (/game/ms/myGrades.json, scoreList.json, winners.json) are the same for every game.
 * Start takes the case (default the manufacturer's), the level (default standard) and the weights.
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
};
