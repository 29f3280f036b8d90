// The team-synergy engine's data, all plain JSON. The model behind each field is
// docs/simulations/synergy.md. Scenario content carries both languages ({ zh, en }); the engine's own
// words (bands, outcomes, phases, marks) are i18n keys (game:ts.*).
import type { Bilingual } from '../engine';

export type { Bilingual };

/** An item's id within its scenario: rankings are lists of these, best first. */
export type ItemId = string;

/** A ranking of a scenario's items, most important first: a permutation of its item ids. */
export type Ranking = ItemId[];

/** The phases a lecturer drives, in order (docs/simulations/synergy.md §2); the server keeps the current one. */
export type TsPhase = 'briefing' | 'individual' | 'consensus' | 'reveal' | 'scoreboard' | 'debrief';

/** Score bands of an error, relative to the error of a guess (§5). */
export type BandKey = 'excellent' | 'good' | 'fair' | 'weak' | 'guessing';

/** What a team made of its members (§4). */
export type OutcomeKey = 'synergy' | 'matchedBest' | 'gain' | 'noGain' | 'noIndividuals';

/** One member's own ranking; null: no answer by the close of the individual phase (a late individual). */
export interface IndividualRanking {
  memberId: string;
  ranking: Ranking | null;
}

/**
 * What one team hands in: its members' own rankings (the whole roster, late members with null) and
 * the consensus its scribe recorded. A null consensus (none agreed by the close) is fillMissing's to fill.
 */
export interface TsDecision {
  individuals: IndividualRanking[];
  consensus: Ranking | null;
}

export type TsDecisions = Record<string, TsDecision>;

/** Everything a lecturer may choose; defaultSynergyParams documents each value. */
export interface TsParams {
  /** The scenario version played (the course's tsVersion, scenarios/index.ts). */
  tsVersion: number;
  /** Weights of the team score: accuracy against the expert and synergy against its own members (normalised). */
  scoreWeights: { accuracy: number; synergy: number };
  /** Each phase's timer in minutes (0: no timer, the lecturer moves on by hand). */
  phaseMinutes: Record<TsPhase, number>;
}

export interface TsTeamState {
  teamId: string;
  /** The team's decision once settled (null before). */
  lastDecision: TsDecision | null;
}

export interface TsState {
  version: 1;
  tsVersion: number;
  /** 0 before the exercise is scored, 1 after (the exercise is one round). */
  round: number;
  teams: TsTeamState[];
}

/** One member in a team's debrief. */
export interface MemberResult {
  memberId: string;
  /** False: a late individual, carried as "no answer" (not in the average, the best or the influence). */
  answered: boolean;
  /** Σ |rank − expert rank| of their own ranking (null: no answer). */
  error: number | null;
  band: BandKey | null;
  /** Σ |consensus rank − their rank|: how far the consensus moved from their ranking. */
  distance: number | null;
  /** 0–100: 100 when the consensus is their ranking, 0 when it is as far from it as a guess would be. */
  influence: number | null;
  /** Their error is the team's lowest (ties: all of them). */
  best: boolean;
}

/** One item of a team's result, in the expert's order (the reveal reads them in this order). */
export interface ItemResult {
  item: ItemId;
  expertRank: number;
  teamRank: number;
  /** |teamRank − expertRank|: the item's share of the team error. */
  teamError: number;
  /** Each member's rank of the item, in the roster's order (null: no answer). */
  memberRanks: (number | null)[];
}

export interface TsTeamResult {
  teamId: string;
  decision: TsDecision & { consensus: Ranking };
  teamError: number;
  band: BandKey;
  members: MemberResult[];
  /** Members who ranked on their own / the roster's size. */
  answered: number;
  rosterSize: number;
  /** Over the members who answered (null: nobody did). */
  averageIndividualError: number | null;
  bestIndividualError: number | null;
  /** averageIndividualError − teamError (null: nobody answered). */
  teamGain: number | null;
  /** The team beat its best member (strictly lower error). */
  synergy: boolean;
  outcome: OutcomeKey;
  /** The consensus is at least as close to a best member's ranking as to any other member's (null: fewer than two answered). */
  bestHeard: boolean | null;
  items: ItemResult[];
  /** 0–100 parts of the score (§6). */
  accuracy: number;
  synergyScore: number;
  score: number;
  rank: number;
  overallScore: number;
  overallRank: number;
}

export interface TsRoundResult {
  round: number;
  seed: number;
  tsVersion: number;
  itemCount: number;
  /** The largest error a ranking of this many items can have, and a guess's expected error. */
  maxError: number;
  chanceError: number;
  teams: TsTeamResult[];
  /** Team ids, best first. */
  ranking: string[];
}
