import { leverOf, LEVER_KEYS, MISMATCH_FIT, STATE_VALUE, type AdoptionState, type ChangeCase, type LeverKey, type Phase, type TeamRoundResult } from '@sandtable/sim/change';
import type { Locale } from '@sandtable/shared/i18n/locales';
import type { RoundSeries } from '../game/charts';
import { departmentsOf, say } from './model';

/**
 * The CM results screens' view logic (docs/decisions/web-cm.md "Results"): the curves per
 * department, the lever-use heat map, the debrief's findings — read from a team's settled rounds
 * (loadByCourseTeam) and the case, pure so they are unit-tested. Figures are the engine's.
 */

/** A team's round as the results read it: its number and the engine's results of it. */
export interface ResultRound {
  number: number;
  practice: boolean;
  result: TeamRoundResult;
}

/** The official rounds in order (practice rounds are not results). */
export const officialRounds = (rounds: readonly ResultRound[]) => rounds.filter((r) => !r.practice).sort((a, b) => a.number - b.number);

/**
 * Adoption per department after each round: the influence-weighted mean of its people's state
 * values (the engine's STATE_VALUE, 0–1), as the organisation's adoption index is for everyone.
 */
export function departmentSeries(c: ChangeCase, rounds: readonly ResultRound[], locale: Locale): RoundSeries[] {
  return departmentsOf(c).map((d) => {
    const weight = d.people.reduce((sum, p) => sum + p.influence, 0) || 1;
    return {
      name: say(d.name, locale),
      data: rounds.map((r) => {
        const state = new Map(r.result.people.map((p) => [p.id, p.state]));
        return d.people.reduce((sum, p) => sum + STATE_VALUE[state.get(p.id) ?? 'unaware'] * p.influence, 0) / weight;
      }),
    };
  });
}

/** The lever-use heat map: how often each lever took effect in each round (levers in the catalogue's order, only those played). */
export interface LeverHeat {
  rounds: number[];
  rows: { lever: LeverKey; counts: number[]; total: number }[];
  /** The largest cell (0: nothing played). */
  max: number;
}

export function leverHeat(rounds: readonly ResultRound[]): LeverHeat {
  const counts = new Map<LeverKey, number[]>();
  rounds.forEach((r, i) => {
    for (const line of r.result.log) {
      if (line.code !== 'played' || !line.lever) continue;
      const row = counts.get(line.lever) ?? rounds.map(() => 0);
      row[i] += 1;
      counts.set(line.lever, row);
    }
  });
  const rows = LEVER_KEYS.filter((k) => counts.has(k)).map((lever) => {
    const row = counts.get(lever)!;
    return { lever, counts: row, total: row.reduce((a, b) => a + b, 0) };
  });
  return { rounds: rounds.map((r) => r.number), rows, max: Math.max(0, ...rows.flatMap((r) => r.counts)) };
}

/** A heat map cell's shade, 0–4 (0: not played); the count is always written in the cell too. */
export const heatShade = (count: number, max: number) => (count <= 0 || max <= 0 ? 0 : Math.max(1, Math.ceil((4 * count) / max)));

/** What the debrief says of a team's game: the moments, the choices, who is still missing. */
export interface Debrief {
  rounds: number;
  /** After the last round. */
  final: { overallScore: number; overallRank: number; phase: Phase; adopted: number; people: number; adoptionIndex: number; credibility: number; credibilityStart: number };
  /** The round each phase was reached in (absent: not reached). */
  phaseReached: Partial<Record<Phase, number>>;
  /** The first round critical mass was reached (null: never), and the rounds it was lost in. */
  criticalMass: number | null;
  criticalMassLost: number[];
  /** The people made champions (coalition), in the order they became one. */
  champions: string[];
  /** Plays that took effect, and those made out of season (the phase's fit below the engine's MISMATCH_FIT). */
  plays: number;
  outOfSeason: { round: number; lever: LeverKey }[];
  /** Quick wins that failed and coalitions refused (points spent for nothing). */
  wasted: number;
  /** The levers played most (ties all listed) and those never played. */
  favourite: LeverKey[];
  unused: LeverKey[];
  /** People turned resistant over the game, and won back. */
  turnedResistant: number;
  wonBack: number;
  /** At the end: the most influential people not adopted (up to 3), and everyone by state. */
  holdouts: { id: string; state: AdoptionState }[];
  resistant: string[];
  unaware: string[];
}

export function debrief(c: ChangeCase, all: readonly ResultRound[]): Debrief | null {
  const rounds = officialRounds(all);
  const last = rounds.at(-1)?.result;
  if (!last) return null;
  const phaseReached: Debrief['phaseReached'] = { unfreeze: rounds[0]!.number };
  let criticalMass: number | null = null;
  const criticalMassLost: number[] = [];
  const champions: string[] = [];
  const outOfSeason: Debrief['outOfSeason'] = [];
  let plays = 0;
  let wasted = 0;
  let turnedResistant = 0;
  let wonBack = 0;
  for (const { number, result } of rounds) {
    for (const line of result.log) {
      if (line.code === 'phase' && line.to) phaseReached[line.to as Phase] ??= number;
      else if (line.code === 'criticalMass') criticalMass ??= number;
      else if (line.code === 'criticalMassLost') criticalMassLost.push(number);
      else if (line.code === 'champion' && line.person && !champions.includes(line.person)) champions.push(line.person);
      else if (line.code === 'resisted') turnedResistant += 1;
      else if (line.code === 'wonBack' || line.code === 'forced') wonBack += 1;
      else if (line.code === 'failed' || line.code === 'refused') wasted += 1;
      else if (line.code === 'played' && line.lever) {
        plays += 1;
        const fit = leverOf(line.lever)?.fit[result.phaseBefore] ?? 1;
        if (fit < MISMATCH_FIT) outOfSeason.push({ round: number, lever: line.lever });
      }
    }
  }
  const heat = leverHeat(rounds);
  const top = Math.max(0, ...heat.rows.map((r) => r.total));
  const state = new Map(last.people.map((p) => [p.id, p.state]));
  const stateOf = (id: string) => state.get(id) ?? 'unaware';
  const byInfluence = [...c.stakeholders].sort((a, b) => b.influence - a.influence || a.stance - b.stance);
  return {
    rounds: rounds.length,
    final: {
      overallScore: last.overallScore,
      overallRank: last.overallRank,
      phase: last.phase,
      adopted: last.counts.adopted,
      people: last.people.length,
      adoptionIndex: last.adoptionIndex,
      credibility: last.credibility,
      credibilityStart: rounds[0]!.result.credibilityBefore,
    },
    phaseReached,
    criticalMass,
    criticalMassLost,
    champions,
    plays,
    outOfSeason,
    wasted,
    favourite: top > 0 ? heat.rows.filter((r) => r.total === top).map((r) => r.lever) : [],
    unused: LEVER_KEYS.filter((k) => !heat.rows.some((r) => r.lever === k)),
    turnedResistant,
    wonBack,
    holdouts: byInfluence
      .filter((p) => stateOf(p.id) !== 'adopted')
      .slice(0, 3)
      .map((p) => ({ id: p.id, state: stateOf(p.id) })),
    resistant: c.stakeholders.filter((p) => stateOf(p.id) === 'resistant').map((p) => p.id),
    unaware: c.stakeholders.filter((p) => stateOf(p.id) === 'unaware').map((p) => p.id),
  };
}

/** Each team's adoption index over the official rounds, for the course's curves (null where a team has no round). */
export function teamCurves(
  rounds: readonly number[],
  curves: readonly { teamId: number; points: readonly { round: number; adoptionIndex: number }[] }[],
  teams: readonly { teamId: number; teamName: string; colour: string }[],
): RoundSeries[] {
  return teams.map((team) => {
    const points = curves.find((c) => c.teamId === team.teamId)?.points ?? [];
    return { name: team.teamName, color: team.colour || undefined, data: rounds.map((n) => points.find((p) => p.round === n)?.adoptionIndex ?? null) };
  });
}

/** The replay's frame index after a step, kept within the frames. */
export const stepFrame = (index: number, by: number, frames: number) => Math.min(Math.max(0, index + by), Math.max(0, frames - 1));
