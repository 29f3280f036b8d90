import { z } from './zod';
import { BAND_KEYS, MAX_ITEMS, MAX_PHASE_MINUTES } from '@sandtable/sim/synergy';
import { SCORE_RANGE, TEXT_MAX } from '../rules/limits';
import { GAME_STATUSES } from '../machines/game';
import { TS_PHASES } from '../machines/ts';
import { bilingualSchema, idSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The team-synergy exercise (TS, issue 13) on the wire: /game/ts/* and /game/hs/reset.json
 * (docs/decisions/ts.md). Unlike the market and CM it is not a sequence of rounds decided by a
 * captain: the lecturer drives phases (briefing → individual → consensus → reveal → scoreboard →
 * debrief), every member ranks alone, the team's scribe records the consensus while the others watch
 * and propose, and the one round is scored when the reveal begins. Nothing of the expert's ranking
 * reaches a client before the reveal shows it.
 */

export const tsPhaseSchema = z.enum(TS_PHASES);
const itemIdSchema = z.string().min(1).max(40);
/** A ranking being built: one place per item, most important first, an empty place null. */
export const tsPlacesSchema = z.array(itemIdSchema.nullable()).max(MAX_ITEMS);
const rankingSchema = z.array(itemIdSchema);
const bandSchema = z.enum(BAND_KEYS as [string, ...string[]]);
const outcomeSchema = z.enum(['synergy', 'matchedBest', 'gain', 'noGain', 'noIndividuals']);
const iso = z.string().nullable();
const courseRequest = z.object({ courseId: idSchema });
const minutesSchema = z.coerce.number().int().min(0).max(MAX_PHASE_MINUTES);

/** The team score's weights: accuracy against the expert and synergy against the team's own members (any proportions; the view gives percentages). */
export const tsWeightsSchema = z.object({
  accuracy: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
  synergy: z.coerce.number().min(SCORE_RANGE.min).max(SCORE_RANGE.max),
});

/** The engine's live look at a consensus being built (TsPreview): what is placed, missing, and each member's distance once complete. */
export const tsPreviewSchema = z.object({
  placed: z.number().int(),
  itemCount: z.number().int(),
  missing: z.array(z.string()),
  complete: z.boolean(),
  issues: z.array(z.object({ code: z.string(), place: z.number().int().optional(), limit: z.number().int().optional() })),
  members: z.array(z.object({ memberId: z.string(), answered: z.boolean(), distance: z.number().nullable(), influence: z.number().nullable() })),
});

/** One item the reveal has shown: the expert's rank and reason, and each playing team's rank of it and its error. */
export const tsRevealedItemSchema = z.object({
  item: z.string(),
  expertRank: z.number().int(),
  reason: bilingualSchema,
  teams: z.array(z.object({ teamId: z.number().int(), teamRank: z.number().int(), teamError: z.number().int() })),
});

export const tsProposalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  item: z.string(),
  place: z.number().int(),
  note: z.string().nullable(),
  at: z.string(),
});

export const tsConsensusStateSchema = z.object({
  draft: tsPlacesSchema.nullable(),
  version: z.number().int(),
  lastEditor: z.string().nullable(),
  lastEditedAt: iso,
});

/**
 * The exercise as one caller sees it (state.json; every change answers it too):
 * - the phase, its start and its timer (`phaseDeadline` null: no timer), the timers chosen per phase;
 * - the scenario's briefing and items in listing order, without expert ranks or reasons;
 * - `revealedItems`: the first `revealed` items of the expert's order, once the reveal shows them;
 * - `teams`: every playing team's progress (members who ranked, the consensus's places filled) —
 *   counts only, no team's rankings; another team's scribe and consensus progress only for the managers;
 * - `myTeam` (a member of a playing team): its members (each one's submitted ranking is shown to the
 *   teammates from the consensus phase on, their own always), the caller's own ranking, the
 *   consensus the scribe records with its version, the engine's preview of it, the proposals;
 * - `abilities`: what the caller may do now (the screens show only these actions).
 */
export const tsViewSchema = z.object({
  courseId: z.number().int(),
  gameId: z.literal('TS'),
  status: z.enum(GAME_STATUSES),
  phase: tsPhaseSchema,
  phaseStartedAt: z.string(),
  phaseDeadline: iso,
  phaseMinutes: z.record(z.string(), z.number().int()),
  weights: z.object({ accuracy: z.number(), synergy: z.number() }),
  scenario: z.object({
    version: z.number().int(),
    key: z.string(),
    kind: z.enum(['survival', 'business']),
    title: bilingualSchema,
    briefing: bilingualSchema,
    items: z.array(z.object({ id: z.string(), name: bilingualSchema })),
  }),
  itemCount: z.number().int(),
  revealed: z.number().int(),
  revealedItems: z.array(tsRevealedItemSchema),
  teams: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      colour: z.string(),
      computer: z.boolean(),
      scribe: z.string().nullable(),
      rosterSize: z.number().int(),
      answered: z.number().int(),
      /** The consensus's places filled and version: the caller's own team's, every team's for the managers (null: another team's work). */
      placed: z.number().int().nullable(),
      consensusVersion: z.number().int().nullable(),
    }),
  ),
  myTeam: z
    .object({
      teamId: z.number().int(),
      teamName: z.string(),
      scribeId: z.number().int().nullable(),
      scribe: z.boolean(),
      members: z.array(z.object({ userId: z.number().int(), name: z.string(), scribe: z.boolean(), answered: z.boolean(), ranking: rankingSchema.nullable() })),
      myRanking: z.object({ draft: tsPlacesSchema.nullable(), submitted: rankingSchema.nullable(), submittedAt: iso, noAnswer: z.boolean() }),
      consensus: tsConsensusStateSchema,
      preview: tsPreviewSchema.nullable(),
      proposals: z.array(tsProposalSchema),
    })
    .nullable(),
  abilities: z.object({ control: z.boolean(), rank: z.boolean(), editConsensus: z.boolean(), propose: z.boolean(), reveal: z.boolean(), reset: z.boolean() }),
});
export type TsView = z.infer<typeof tsViewSchema>;

const teamFigures = {
  teamId: z.number().int(),
  teamName: z.string(),
  colour: z.string(),
  computer: z.boolean(),
  rank: z.number().int(),
  score: z.number(),
  accuracy: z.number(),
  synergyScore: z.number(),
  teamError: z.number().int(),
  band: bandSchema,
  averageIndividualError: z.number().nullable(),
  bestIndividualError: z.number().nullable(),
  teamGain: z.number().nullable(),
  synergy: z.boolean(),
  outcome: outcomeSchema,
  bestHeard: z.boolean().nullable(),
  answered: z.number().int(),
  rosterSize: z.number().int(),
  /** The consensus stood in by the engine (no consensus recorded in time: the members' average, or a guess when nobody ranked). */
  standIn: z.boolean(),
};

/** The scoreboard: every team, best first, with the figures of docs/simulations/synergy.md §3–§6. */
export const tsScoreboardSchema = z.object({
  courseId: z.number().int(),
  tsVersion: z.number().int(),
  itemCount: z.number().int(),
  maxError: z.number().int(),
  chanceError: z.number(),
  teams: z.array(z.object(teamFigures)),
});

/**
 * One team's debrief: its figures, each member (own error and band or "no answer", distance from the
 * consensus, influence, closest to the expert, most influential), each item in the expert's order
 * with its reason, the team's and every member's rank of it, and the leadership view (participation,
 * influence spread: docs/simulations/synergy.md §8).
 */
export const tsDebriefSchema = z.object({
  courseId: z.number().int(),
  tsVersion: z.number().int(),
  itemCount: z.number().int(),
  chanceError: z.number(),
  team: z.object(teamFigures),
  members: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      answered: z.boolean(),
      error: z.number().int().nullable(),
      band: bandSchema.nullable(),
      distance: z.number().int().nullable(),
      influence: z.number().nullable(),
      best: z.boolean(),
      mostInfluential: z.boolean(),
    }),
  ),
  items: z.array(
    z.object({
      item: z.string(),
      name: bilingualSchema,
      reason: bilingualSchema,
      expertRank: z.number().int(),
      teamRank: z.number().int(),
      teamError: z.number().int(),
      memberRanks: z.array(z.number().int().nullable()),
    }),
  ),
  participation: z.object({ answered: z.number().int(), rosterSize: z.number().int() }),
  influenceSpread: z.number().nullable(),
});

/**
 * One line of /hs-achievement: a TS exercise the caller was on a roster for, once its debrief is open
 * (the engine's memberRecord): their own error and band (null: "no answer"), whether they were the
 * team's closest to the expert, their influence on the consensus, and the team's error, band, gain,
 * outcome, score and rank among the teams.
 */
export const tsAchievementSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  scoredAt: z.string(),
  tsVersion: z.number().int(),
  scenarioTitle: bilingualSchema,
  itemCount: z.number().int(),
  answered: z.boolean(),
  ownError: z.number().int().nullable(),
  ownBand: bandSchema.nullable(),
  closest: z.boolean(),
  influence: z.number().nullable(),
  teamError: z.number().int(),
  teamBand: bandSchema,
  teamGain: z.number().nullable(),
  outcome: outcomeSchema,
  teamScore: z.number(),
  teamRank: z.number().int(),
  teams: z.number().int(),
});

/**
 * /teamLeadership: per team, who took part (answered / roster), per member their error, whether they
 * were the closest to the expert, their influence and whether they were the most influential; whether
 * the best member was heard, the influence spread and the outcome (the engine's teamLeadership) — the
 * lesson being whether influence followed knowledge.
 */
export const tsLeadershipSchema = z.object({
  courseId: z.number().int(),
  teams: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      colour: z.string(),
      participation: z.object({ answered: z.number().int(), rosterSize: z.number().int() }),
      members: z.array(
        z.object({ userId: z.number().int(), name: z.string(), answered: z.boolean(), error: z.number().int().nullable(), best: z.boolean(), influence: z.number().nullable(), mostInfluential: z.boolean() }),
      ),
      bestHeard: z.boolean().nullable(),
      influenceSpread: z.number().nullable(),
      outcome: outcomeSchema,
    }),
  ),
});

export const tsEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/game/ts/start.json',
    access: 'course:create',
    request: z.object({
      courseId: idSchema,
      weights: tsWeightsSchema.optional(),
      /** Each phase's timer in minutes (0: none; the lecturer moves on by hand); the engine's defaults for the others. */
      phaseMinutes: z.partialRecord(tsPhaseSchema, minutesSchema).optional(),
      computerTeamIds: z.array(idSchema).default([]),
      releaseChapter2: z.boolean().default(false),
    }),
    response: tsViewSchema,
    summary: 'Start the team-synergy exercise of a running course on its tsVersion: the briefing phase opens',
    tag: 'game',
  }),
  state: defineEndpoint({ method: 'POST', path: '/game/ts/state.json', access: 'session', request: courseRequest, response: tsViewSchema, summary: 'The exercise as the caller sees it: phase, timer, items, their team’s rankings and consensus', tag: 'game' }),
  phase: defineEndpoint({
    method: 'POST',
    path: '/game/ts/phase.json',
    access: 'session',
    request: z.object({ courseId: idSchema, from: tsPhaseSchema }),
    response: tsViewSchema,
    summary: 'The lecturer moves the exercise from `from` (the phase their screen shows) to the next; the consensus → reveal move scores it',
    tag: 'game',
  }),
  timer: defineEndpoint({
    method: 'POST',
    path: '/game/ts/timer.json',
    access: 'session',
    request: z.object({ courseId: idSchema, minutes: minutesSchema }),
    response: tsViewSchema,
    summary: 'The lecturer sets the current phase’s timer to `minutes` from now (0: no timer)',
    tag: 'game',
  }),
  ranking: defineEndpoint({
    method: 'POST',
    path: '/game/ts/ranking.json',
    access: 'session',
    request: z.object({ courseId: idSchema, ranking: tsPlacesSchema, submit: z.boolean().default(false) }),
    response: tsViewSchema,
    summary: 'A member saves their own ranking (places may be empty) or submits it (every item, each once) during the individual phase',
    tag: 'game',
  }),
  consensus: defineEndpoint({
    method: 'POST',
    path: '/game/ts/consensus.json',
    access: 'session',
    request: z.object({ courseId: idSchema, consensus: tsPlacesSchema, baseVersion: z.number().int().min(0) }),
    response: tsViewSchema,
    summary: 'The scribe records the team’s consensus (a new version of the draft; a stale baseVersion is refused with 105004)',
    tag: 'game',
  }),
  propose: defineEndpoint({
    method: 'POST',
    path: '/game/ts/propose.json',
    access: 'session',
    request: z.object({ courseId: idSchema, item: itemIdSchema, place: z.number().int().min(0).max(MAX_ITEMS - 1), note: z.string().trim().max(TEXT_MAX.chatMessage).optional() }),
    response: tsViewSchema,
    summary: 'A member proposes a move for the consensus (item to a 0-based place): shown live to the team, the scribe takes it or leaves it',
    tag: 'game',
  }),
  reveal: defineEndpoint({
    method: 'POST',
    path: '/game/ts/reveal.json',
    access: 'session',
    request: z.object({ courseId: idSchema, upTo: z.number().int().min(1).max(MAX_ITEMS) }),
    response: tsViewSchema,
    summary: 'The lecturer reveals the expert’s ranking up to item `upTo` (idempotent: a repeated click reveals nothing more)',
    tag: 'game',
  }),
  scoreboard: defineEndpoint({
    method: 'POST',
    path: '/game/ts/scoreboard.json',
    access: 'session',
    request: courseRequest,
    response: tsScoreboardSchema,
    summary: 'Every team’s score, error and outcome (managers from the reveal on, members from the scoreboard phase on)',
    tag: 'game',
  }),
  debrief: defineEndpoint({
    method: 'POST',
    path: '/game/ts/debrief.json',
    access: 'session',
    request: z.object({ courseId: idSchema, teamId: idSchema.optional() }),
    response: tsDebriefSchema,
    summary: 'One team’s debrief (members: their own team from the debrief phase on; managers any team from the reveal on)',
    tag: 'game',
  }),
  achievement: defineEndpoint({
    method: 'POST',
    path: '/game/hs/achievement.json',
    access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(tsAchievementSchema) }),
    summary: 'The caller’s own team-synergy results, newest first (exercises whose debrief is open)',
    tag: 'game',
  }),
  leadership: defineEndpoint({
    method: 'POST',
    path: '/game/hs/teamLeadership.json',
    access: 'session',
    request: courseRequest,
    response: tsLeadershipSchema,
    summary: 'Influence and participation per member of each team (managers every team from the reveal on; a member their own team from the debrief phase on)',
    tag: 'game',
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/game/hs/reset.json',
    access: 'session',
    request: z.object({ courseId: idSchema, teamId: idSchema }),
    response: tsViewSchema,
    summary: 'The lecturer resets one team before the reveal: its rankings, consensus and proposals are cleared',
    tag: 'game',
  }),
};

/** The pushes of a TS exercise (Socket.IO, through the outbox): names and payloads. */
export const TS_EVENTS = {
  phase: 'ts:phase',
  ranking: 'ts:ranking',
  consensus: 'ts:consensus',
  proposal: 'ts:proposal',
  revealed: 'ts:revealed',
  reset: 'ts:reset',
} as const;
export type TsEvent = (typeof TS_EVENTS)[keyof typeof TS_EVENTS];

export const tsEventSchemas = {
  /** Course room: the phase moved (or its timer changed). */
  [TS_EVENTS.phase]: z.object({ courseId: z.number().int(), phase: tsPhaseSchema, phaseStartedAt: z.string(), phaseDeadline: iso, status: z.enum(GAME_STATUSES) }),
  /** Course room: a member submitted their own ranking (no content: who, and the team's count). */
  [TS_EVENTS.ranking]: z.object({ courseId: z.number().int(), teamId: z.number().int(), userId: z.number().int(), answered: z.number().int() }),
  /** Team room: the scribe's new version of the consensus, with the engine's preview; course room gets the team's progress only. */
  [TS_EVENTS.consensus]: z.object({ courseId: z.number().int(), teamId: z.number().int(), ...tsConsensusStateSchema.shape, placed: z.number().int(), preview: tsPreviewSchema.nullable() }),
  /** Team room: a member's proposal. */
  [TS_EVENTS.proposal]: tsProposalSchema.extend({ courseId: z.number().int(), teamId: z.number().int() }),
  /** Course room: the items revealed so far (the new ones in `items`). */
  [TS_EVENTS.revealed]: z.object({ courseId: z.number().int(), revealed: z.number().int(), items: z.array(tsRevealedItemSchema) }),
  /** Course room: the lecturer reset a team (its members reload). */
  [TS_EVENTS.reset]: z.object({ courseId: z.number().int(), teamId: z.number().int() }),
} satisfies Record<TsEvent, z.ZodType>;
export type TsEventPayloads = { [E in TsEvent]: z.infer<(typeof tsEventSchemas)[E]> };
