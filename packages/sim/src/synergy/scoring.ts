// The exercise's arithmetic (docs/simulations/synergy.md §3–§6): errors, distances, bands, the
// members' average ranking and one team's scored result. Pure functions of their arguments.
import { seededRandom } from '../random';
import { BANDS, MIN_SYNERGY_SPREAD } from './constants';
import type { Scenario } from './scenarios';
import type { BandKey, ItemId, ItemResult, MemberResult, OutcomeKey, Ranking, TsDecision, TsTeamResult } from './types';

export const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The largest Σ |rank − other rank| two rankings of n items can be apart (one the reverse of the other). */
export function maxError(n: number): number {
  return Math.floor((n * n) / 2);
}

/** The expected Σ |rank − expert rank| of a ranking drawn at random: (n² − 1) / 3. */
export function chanceError(n: number): number {
  return (n * n - 1) / 3;
}

/** Σ over the items of |position in a − position in b|: a ranking's error when b is the expert's. Both rank the same items. */
export function rankDistance(a: readonly ItemId[], b: readonly ItemId[]): number {
  const position = new Map(a.map((id, k) => [id, k]));
  return b.reduce((sum, id, k) => sum + Math.abs(position.get(id)! - k), 0);
}

/** The highest error each band admits, for a scenario of n items (best band first). */
export function bandLimits(n: number): { key: BandKey; maxError: number }[] {
  return BANDS.map((b) => ({ key: b.key, maxError: Math.floor(b.share * chanceError(n)) }));
}

export function bandOf(error: number, n: number): BandKey {
  return bandLimits(n).find((b) => error <= b.maxError)?.key ?? 'guessing';
}

/**
 * The members' average ranking: items by their mean position over the rankings given, the listing
 * order breaking ties. What stands in for a consensus the team never recorded (§7), and the scribe's
 * natural first draft.
 */
export function averageRanking(rankings: readonly Ranking[], items: readonly ItemId[]): Ranking {
  const total = new Map(items.map((id) => [id, 0]));
  for (const r of rankings) r.forEach((id, k) => total.set(id, total.get(id)! + k));
  return items.map((id, k) => ({ id, k, sum: total.get(id)! })).sort((a, b) => a.sum - b.sum || a.k - b.k).map((x) => x.id);
}

/** A ranking drawn at random from the seed (Fisher–Yates): a team with nobody to rank guesses. */
export function guessRanking(items: readonly ItemId[], seed: number): Ranking {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * 0–100: 50 when the team does as well as its average member, 100 when as well as its best or
 * better, 0 when as much worse than its average as the best is better; the spread between average
 * and best counts as at least MIN_SYNERGY_SPREAD of a guess's error. Scaled by the share of the
 * roster who ranked on their own, so skipping the individual phase never pays.
 */
export function synergyScore(teamError: number, average: number | null, best: number | null, answered: number, rosterSize: number, n: number): number {
  if (average === null || best === null || answered === 0) return 0;
  const spread = Math.max(average - best, MIN_SYNERGY_SPREAD * chanceError(n));
  const raw = 100 * clamp01(0.5 + (0.5 * (average - teamError)) / spread);
  return (raw * answered) / rosterSize;
}

/** 0–100: 100 for the expert's ranking, 0 for an error as large as a guess's expected error or larger. */
export function accuracyScore(error: number, n: number): number {
  return 100 * clamp01(1 - error / chanceError(n));
}

/** A team's scored result before ranking (rank and overall figures are the round's to set). */
export type ScoredTeam = Omit<TsTeamResult, 'rank' | 'overallRank' | 'overallScore'>;

/**
 * One team's result: its consensus and each member against the expert, the members against the
 * consensus, and the score with the weights given (normalised). `decision.consensus` must be a valid
 * ranking and every individual ranking valid or null (validateDecision).
 */
export function scoreTeam(
  teamId: string,
  decision: TsDecision & { consensus: Ranking },
  scenario: Scenario,
  weights: { accuracy: number; synergy: number },
): ScoredTeam {
  const n = scenario.items.length;
  const expert = [...scenario.items].sort((a, b) => a.expertRank - b.expertRank);
  const expertIds = expert.map((i) => i.id);
  const consensus = decision.consensus;
  const teamError = rankDistance(consensus, expertIds);
  const chance = chanceError(n);

  const answeredRankings = decision.individuals.filter((m): m is { memberId: string; ranking: Ranking } => m.ranking !== null);
  const errors = answeredRankings.map((m) => rankDistance(m.ranking, expertIds));
  const answered = errors.length;
  const errorSum = errors.reduce((s, e) => s + e, 0);
  const average = answered ? errorSum / answered : null;
  const best = answered ? Math.min(...errors) : null;
  const distances = answeredRankings.map((m) => rankDistance(m.ranking, consensus));
  const closest = distances.length ? Math.min(...distances) : null;

  const members: MemberResult[] = decision.individuals.map((m) => {
    if (m.ranking === null) return { memberId: m.memberId, answered: false, error: null, band: null, distance: null, influence: null, best: false };
    const error = rankDistance(m.ranking, expertIds);
    const distance = rankDistance(m.ranking, consensus);
    return { memberId: m.memberId, answered: true, error, band: bandOf(error, n), distance, influence: round2(100 * clamp01(1 - distance / chance)), best: error === best };
  });

  const outcome: OutcomeKey =
    best === null ? 'noIndividuals' : teamError < best ? 'synergy' : teamError === best ? 'matchedBest' : teamError * answered < errorSum ? 'gain' : 'noGain';
  // Heard: the consensus is at least as close to a best member's ranking as to anyone else's.
  const bestHeard = answered < 2 ? null : members.some((m) => m.best && m.distance === closest);

  const teamPosition = new Map(consensus.map((id, k) => [id, k + 1]));
  const rankings = decision.individuals.map((m) => (m.ranking ? new Map(m.ranking.map((id, k) => [id, k + 1])) : null));
  const items: ItemResult[] = expert.map((i) => ({
    item: i.id,
    expertRank: i.expertRank,
    teamRank: teamPosition.get(i.id)!,
    teamError: Math.abs(teamPosition.get(i.id)! - i.expertRank),
    memberRanks: rankings.map((r) => (r ? r.get(i.id)! : null)),
  }));

  const total = weights.accuracy + weights.synergy;
  const accuracy = accuracyScore(teamError, n);
  const synergy = synergyScore(teamError, average, best, answered, decision.individuals.length, n);
  return {
    teamId,
    decision,
    teamError,
    band: bandOf(teamError, n),
    members,
    answered,
    rosterSize: decision.individuals.length,
    averageIndividualError: average === null ? null : round2(average),
    bestIndividualError: best,
    teamGain: average === null ? null : round2(average - teamError),
    synergy: best !== null && teamError < best,
    outcome,
    bestHeard,
    items,
    accuracy: round2(accuracy),
    synergyScore: round2(synergy),
    score: round2((weights.accuracy * accuracy + weights.synergy * synergy) / total),
  };
}
