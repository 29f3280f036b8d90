// The seam between the platform and its games (docs/decisions/game-engine.md). The server's game
// module, the web's decision form and rules pages, and the shared contracts talk to a game only
// through this interface; the market (market/engine.ts) and the change-leadership game
// (change/engine.ts) implement it, the team-synergy (TS) game will. Everything here is pure and
// JSON in, JSON out: the server stores params, states, decisions and results as they come, and replays them bit for bit.

/** A text in both of the portal's languages: a game's own content (cases, scenarios) carries its words so. */
export interface Bilingual {
  zh: string;
  en: string;
}

/** The games the platform knows; an engine is registered for each one that can be played (registry.ts). */
export type EngineGameId = 'MS' | 'CM' | 'TS';

/** How a team's missing decision was filled in when its round was settled. */
export type FilledBy = 'carried_over' | 'computer';

export interface FilledDecision {
  teamId: string;
  by: FilledBy;
}

/**
 * One problem with a decision. `code` is the engine's (the server and the web turn it into
 * `validation:<code>` in the reader's language); `limit` is the bound crossed, in the field's unit.
 */
export interface EngineDecisionIssue<Field extends string = string> {
  field: Field;
  code: string;
  limit?: number;
  /** The item of a list field it concerns (CM's plays), when it concerns one. */
  play?: number;
}

/** A decision field's unit, so a limit or a value is shown as money (fen), a count or a percentage. */
export type FieldUnit = 'fen' | 'units' | 'percent';

/**
 * A decision field's static bounds: whole numbers from `min` to `max` whatever the parameters say
 * (the shared contract takes them from here). Bounds that depend on the parameters (the market's
 * price range) and the game's own rules are validateDecision's, reported with the engine's codes.
 */
export interface DecisionField {
  unit: FieldUnit;
  min: number;
  max: number;
}

/** What a lecturer may choose when starting a game (each engine reads the ones it has). */
export interface GameChoices {
  scoreWeights?: Record<string, number>;
  caseId?: string;
  level?: string;
  /** TS: the course's scenario version, and the phases' timers in minutes. */
  tsVersion?: number;
  phaseMinutes?: Record<string, number>;
  /** The game's own seed (not a lecturer's choice): MS draws the game's market from it. */
  seed?: number;
}

/** A team's standing after a round: what grades, rankings and the winners' circle read. */
export interface TeamScore {
  teamId: string;
  /** This round's score and rank (0–100, 1 = best). */
  score: number;
  rank: number;
  /** The game's score and rank so far (the last official round's are the final grade). */
  overallScore: number;
  overallRank: number;
}

/**
 * What every engine's round results carry besides their own figures: one entry per team, in the
 * state's order, with the decision settled and the standings. The server's lists across courses read
 * `teamId`, `overallScore` and `overallRank` straight from the stored JSON, so every engine writes them.
 */
export interface EngineRoundResults {
  round: number;
  seed: number;
  /** The round's figures for the whole game (the market's totals), when the engine has such. */
  market?: object;
  teams: readonly (Omit<TeamScore, 'score'> & { decision: unknown })[];
}

export interface GameEngine<
  Params,
  State,
  Decision extends object,
  Results extends EngineRoundResults,
  Position = unknown,
  Preview = unknown,
  RuleFigures = unknown,
  /** What preview reads: a form's partly filled fields (the market's numbers), or the game's own draft shape. */
  Draft = Partial<Record<keyof Decision & string, number | null>>,
> {
  readonly gameId: EngineGameId;
  /** How many teams one game holds (the course may ask for more to start: see the server's registry). */
  readonly teams: { min: number; max: number };

  // Parameters ------------------------------------------------------------------------------
  readonly defaultParams: Params;
  /**
   * A new game's parameters: the defaults with the lecturer's choices — scorecard weights (any
   * proportions), and for CM the case and the level; an engine ignores a choice it does not have.
   * `seed` is the game's own seed: the market draws from it the market every game is played in, so
   * the stored parameters reproduce the game.
   */
  paramsWith(choices: GameChoices): Params;
  /** Parameters stored with a game (JSON), as this engine reads them: the one place their stored shape is trusted. */
  readParams(json: unknown): Params;
  /** The problems with a parameter set, as sentences (empty when usable). */
  paramProblems(params: Params): string[];
  /** The scorecard weights the game plays with, as stored (the pages show them as percentages). */
  scoreWeights(params: Params): Record<string, number>;

  // State and decisions --------------------------------------------------------------------
  /** A new game for these teams, in this order (the order breaks ties for good). */
  initialState(params: Params, teamIds: readonly string[]): State;
  /** The decision's fields, in form order, with their static bounds. */
  readonly decisionFields: Readonly<Record<keyof Decision & string, DecisionField>>;
  /**
   * Every problem with one team's decision against these parameters (empty when it may be settled);
   * given the team's start-of-round `position`, also what depends on its state (CM's levers still
   * resting). The server passes the position for a team's draft, submit and correction.
   */
  validateDecision(decision: Decision, params: Params, position?: Position): EngineDecisionIssue<keyof Decision & string>[];
  /** Exactly the decision's own fields (stored JSON carries nothing else). */
  pickDecision(decision: Decision): Decision;
  /**
   * The round's decisions with every team decided: computer-run teams by the computer, late teams
   * by carrying their last decision over (or the computer's before they have one). `filled` says
   * which and how, for the audit trail; store the result so a re-run uses exactly it.
   */
  fillMissing(
    state: State,
    submitted: Readonly<Record<string, Decision>>,
    params: Params,
    seed: number,
    computerTeamIds: readonly string[],
  ): { decisions: Record<string, Decision>; filled: FilledDecision[] };

  // Settling --------------------------------------------------------------------------------
  /** One round: pure and seeded (same input, same output, bit for bit); throws on input the caller should have rejected. */
  settle(state: State, decisions: Readonly<Record<string, Decision>>, params: Params, seed: number): { state: State; results: Results };
  /** Several rounds in a row from `state` (a re-run from round r with one decision changed). */
  replay(
    state: State,
    roundsOfDecisions: readonly Record<string, Decision>[],
    params: Params,
    seeds: readonly number[],
  ): { state: State; states: State[]; results: Results[] };
  /**
   * The state a round starts from when a re-run has recomputed the round before it: `replayed` (the
   * re-run's state after that round) with whatever the lecturer changed between the two rounds when
   * they were played — the difference between the stored state after the round and the stored start
   * of the next (CM's level switches and team restarts). Absent: nothing changes a state between
   * rounds but the settle, and the next round starts from `replayed`.
   */
  carryInterventions?(replayed: State, storedAfter: State, storedNextBefore: State): State;
  /** Each team's scores and ranks in a round's results, in the state's team order. */
  teamScores(results: Results): TeamScore[];

  // What the web renders ------------------------------------------------------------------------
  /** A team's start-of-round figures for the decision form and its previews (null: no such team). */
  position(state: State, teamId: string, params: Params): Position | null;
  /** The limits a decision must meet when no team's own figures matter (a lecturer's correction). */
  limitsPosition(params: Params): Position;
  /** A reasonable first decision (the engine's reference play). */
  suggestedDecision(params: Params, position: Position): Decision;
  /** Live previews of a partly filled decision (empty fields count as nothing). */
  preview(decision: Draft, position: Position, params: Params): Preview;
  /** The numbers the rules pages quote, from these parameters. */
  rules(params: Params): RuleFigures;
}

/** An engine whose types the caller does not know (the server's generic game module, the registry). */
export type AnyGameEngine = GameEngine<any, any, any, EngineRoundResults, any, any, any, any>;
