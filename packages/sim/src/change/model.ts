// One round of one team's organisation (docs/simulations/change.md §3): the levers played, then
// colleagues' influence through the links, then each person's step, then the phase, critical mass
// and credibility. Teams never meet: each leads its own copy of the case's organisation, and the
// same decisions with the same seed give the same round whatever the other teams do.
import type { Random } from '../random';
import {
  CARRY_MAX, CHANGE_THRESHOLD, CRITICAL_MASS, CRITICAL_MASS_BOOST, CRITICAL_MASS_DAMPING, FADE, FAILED_PLAY_PENALTY, LADDER, MAX_RISK,
  MISMATCH_FIT, MISMATCH_PENALTY, NEGATIVE_RISK, OPPOSITION_DEBIT, PROGRESS_CREDIT, REFREEZE_THRESHOLD, REPEAT_DAMPING, RESISTANCE_DEBIT, SIGNAL, SPREAD,
  STATE_VALUE, STEP_NOISE,
} from './constants';
import { leverOf } from './levers';
import { LEVELS, type Level } from './levels';
import type { Network } from './network';
import type { AdoptionState, CmDecision, LeverKey, LogEntry, Phase, StateCounts, TeamState } from './types';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/** How open a person is to a lever: supporters a little more, sceptics less, the more so the stronger resistance is. */
export function receptivity(stance: number, level: Level): number {
  return stance >= 0 ? 1 + 0.15 * stance : Math.max(0.15, 1 + 0.3 * stance * level.power);
}

/** Influence-weighted share of people trying or adopted. */
export function momentum(states: readonly AdoptionState[], net: Network): number {
  let sum = 0;
  states.forEach((s, i) => {
    if (s === 'trying' || s === 'adopted') sum += net.influence[i];
  });
  return sum / net.totalInfluence;
}

export function adoptionIndex(states: readonly AdoptionState[], net: Network): number {
  return states.reduce((sum, s, i) => sum + STATE_VALUE[s] * net.influence[i], 0) / net.totalInfluence;
}

export function countStates(states: readonly AdoptionState[]): StateCounts {
  const counts: StateCounts = { unaware: 0, aware: 0, interested: 0, trying: 0, adopted: 0, resistant: 0 };
  for (const s of states) counts[s]++;
  return counts;
}

/** The phase after a round: it moves forward one step at most, never back. */
export function nextPhase(phase: Phase, states: readonly AdoptionState[]): Phase {
  const share = (pred: (s: AdoptionState) => boolean) => states.filter(pred).length / states.length;
  if (phase === 'unfreeze' && share((s) => s === 'interested' || s === 'trying' || s === 'adopted') >= CHANGE_THRESHOLD) return 'change';
  if (phase === 'change' && share((s) => s === 'adopted') >= REFREEZE_THRESHOLD) return 'refreeze';
  return phase;
}

const progressing = (s: AdoptionState) => s === 'aware' || s === 'interested' || s === 'trying';

export interface TeamRound {
  team: TeamState;
  spent: number;
  phaseBefore: Phase;
  criticalMassBefore: boolean;
  criticalMass: boolean;
  credibilityBefore: number;
  log: LogEntry[];
}

/**
 * Settles one round for one team (already validated). Draws exactly three numbers per person from
 * `random`, in the case's order, whatever happens, so one person's fate never shifts another's draw.
 */
export function settleTeam(team: TeamState, decision: CmDecision, net: Network, round: number, random: Random): TeamRound {
  const level = LEVELS[team.level];
  const phase = team.phase;
  const n = net.ids.length;
  const states = team.people.map((p) => p.state);
  const progress = team.people.map((p) => p.progress);
  const champion = team.people.map((p) => p.champion);
  const touches = new Array<number>(n).fill(0);
  const supported = new Array<boolean>(n).fill(false);
  const calmed = new Array<boolean>(n).fill(false);
  const forced = new Array<boolean>(n).fill(false);
  const risk = new Array<number>(n).fill(0);
  const riskCause = new Array<LeverKey | 'network' | undefined>(n);
  const riskTop = new Array<number>(n).fill(0);
  const gains = team.people.map(() => new Map<LeverKey | 'network', number>());
  const log: LogEntry[] = [];
  const credibilityBefore = team.credibility;
  const credFactor = 0.5 + credibilityBefore / 100;
  const credit = { lever: 0, mismatch: 0, failedPlay: 0, progress: 0, resistance: 0 };
  const criticalMassBefore = momentum(states, net) >= CRITICAL_MASS;
  const anyoneTrying = states.some((s) => s === 'trying' || s === 'adopted');
  const used = new Set<LeverKey>();
  let spent = 0;

  const addRisk = (i: number, amount: number, cause: LeverKey | 'network') => {
    risk[i] += amount;
    if (amount > riskTop[i]) [riskTop[i], riskCause[i]] = [amount, cause];
  };

  // 1. The levers, in the order played.
  for (const play of decision.plays) {
    const lever = leverOf(play.lever)!;
    const freeFrom = team.cooldowns[lever.key];
    if (freeFrom !== undefined && freeFrom > round) {
      log.push({ code: 'skippedCooldown', lever: lever.key, target: play.target, value: freeFrom });
      continue;
    }
    spent += lever.cost;
    used.add(lever.key);
    log.push({ code: 'played', lever: lever.key, target: play.target, cost: lever.cost });
    const targets = lever.scope === 'all' ? net.ids.map((_, i) => i) : lever.scope === 'group' ? net.departments.get(play.target!)! : [net.index.get(play.target!)!];
    const fit = lever.fit[phase];

    if (lever.key === 'quickWin' && !anyoneTrying) {
      // Nothing to show yet: announcing a win nobody has seen costs credibility.
      log.push({ code: 'failed', lever: lever.key, target: play.target });
      credit.failedPlay -= FAILED_PLAY_PENALTY;
      continue;
    }
    if (lever.key === 'coalition') {
      const i = targets[0];
      if (!(states[i] === 'interested' || states[i] === 'trying' || states[i] === 'adopted')) {
        // Nobody joins a guiding coalition for a change they are not yet convinced of.
        log.push({ code: 'refused', lever: lever.key, target: play.target, person: net.ids[i] });
        continue;
      }
      if (!champion[i]) log.push({ code: 'champion', person: net.ids[i] });
      champion[i] = true;
    }
    credit.lever += lever.credibility;
    if (fit < MISMATCH_FIT) credit.mismatch -= MISMATCH_PENALTY;

    for (const i of targets) {
      const s = states[i];
      if (lever.supports) supported[i] = true;
      if (lever.key === 'listen') calmed[i] = true;
      if (lever.key === 'sponsorPressure' && s === 'resistant') forced[i] = true;
      const push = lever.push[s] ?? 0;
      if (push > 0) {
        const boost = s === 'resistant' && criticalMassBefore ? CRITICAL_MASS_BOOST : 1;
        const gain = push * fit * credFactor * receptivity(net.stance[i], level) * (lever.kindFit?.[net.kind[i]] ?? 1) * REPEAT_DAMPING ** touches[i] * boost;
        touches[i]++;
        supported[i] = true;
        progress[i] += gain;
        gains[i].set(lever.key, (gains[i].get(lever.key) ?? 0) + gain);
      }
      if (lever.pressure > 0 && net.stance[i] < 0 && progressing(s)) {
        addRisk(i, lever.pressure * (-net.stance[i] / 2) * level.power * (1.5 - credibilityBefore / 100) * (fit < MISMATCH_FIT ? 1.5 : 1), lever.key);
      }
    }
    if (lever.key === 'sponsorPressure') {
      // Leaning on someone is seen by those who listen to them.
      for (const j of net.heardBy[targets[0]]) {
        if (net.stance[j] < 0 && progressing(states[j])) addRisk(j, 0.5 * lever.pressure * level.power * (1.5 - credibilityBefore / 100), lever.key);
      }
    }
  }

  // 2. Colleagues: what the people each one listens to are doing (start-of-round states, all at once).
  const netSignal = states.map((_, i) => {
    let sum = 0;
    for (const { from, weight } of net.listensTo[i]) {
      let signal = SIGNAL[states[from]];
      if (signal > 0) signal *= (champion[from] ? 2 : 1) * (criticalMassBefore ? CRITICAL_MASS_BOOST : 1);
      else if (signal < 0) signal *= (1 + level.urgency) * (criticalMassBefore ? CRITICAL_MASS_DAMPING : 1);
      sum += weight * signal;
    }
    return sum;
  });
  const relapseRisk = new Array<number>(n).fill(0);
  states.forEach((s, i) => {
    const signal = netSignal[i];
    if (s === 'unaware' || progressing(s)) {
      if (signal > 0) {
        progress[i] += signal * SPREAD;
        gains[i].set('network', signal * SPREAD);
      } else if (signal < 0) {
        progress[i] = Math.max(0, progress[i] + signal * SPREAD);
        if (s !== 'unaware') addRisk(i, -signal * NEGATIVE_RISK, 'network');
      }
    } else if (s === 'resistant' && signal > 0 && criticalMassBefore) {
      progress[i] += signal * SPREAD * 0.5;
      gains[i].set('network', signal * SPREAD * 0.5);
    } else if (s === 'adopted' && signal < 0 && phase !== 'refreeze' && !supported[i]) {
      relapseRisk[i] = -signal * NEGATIVE_RISK;
    }
    // Sceptics who know of the change drift against it unprompted, the more so the fiercer the level.
    if (progressing(s) && net.stance[i] < 0) addRisk(i, level.drift * -net.stance[i], 'network');
    if (calmed[i]) risk[i] = 0;
    if (touches[i] === 0 && !(signal > 0)) progress[i] *= FADE;
  });

  // 3. Each person's step (three draws each, always).
  let advanced = 0;
  let turned = 0;
  const cause = (i: number) => {
    let best: LeverKey | 'network' = 'network';
    let top = -1;
    for (const [key, g] of gains[i]) if (g > top) [best, top] = [key, g];
    return best;
  };
  const next = states.map((s, i) => {
    const [r1, r2, r3] = [random(), random(), random()];
    const id = net.ids[i];
    const threshold = 1 - STEP_NOISE / 2 + STEP_NOISE * r2;
    if (s === 'resistant' && forced[i]) {
      progress[i] = 0;
      log.push({ code: 'forced', person: id, from: s, to: 'aware', cause: 'sponsorPressure' });
      return 'aware';
    }
    if (progressing(s) && r1 < Math.min(risk[i], MAX_RISK)) {
      progress[i] = 0;
      turned++;
      log.push({ code: 'resisted', person: id, from: s, to: 'resistant', cause: riskCause[i] ?? 'network' });
      return 'resistant';
    }
    if (s === 'resistant' && progress[i] >= threshold) {
      progress[i] = 0;
      log.push({ code: 'wonBack', person: id, from: s, to: 'aware', cause: cause(i) });
      return 'aware';
    }
    if ((s === 'unaware' || progressing(s)) && progress[i] >= threshold) {
      const to = LADDER[LADDER.indexOf(s) + 1];
      progress[i] = to === 'adopted' ? 0 : Math.min(CARRY_MAX, progress[i] - 1 > 0 ? progress[i] - 1 : 0);
      advanced++;
      log.push({ code: 'advanced', person: id, from: s, to, cause: cause(i) });
      return to;
    }
    if (s === 'trying' && !supported[i] && !(netSignal[i] > 0) && r3 < level.backslide) {
      progress[i] = 0;
      log.push({ code: 'backslid', person: id, from: s, to: 'interested' });
      return 'interested';
    }
    if (s === 'adopted' && r1 < Math.min(relapseRisk[i], MAX_RISK)) {
      progress[i] = 0;
      log.push({ code: 'relapsed', person: id, from: s, to: 'trying' });
      return 'trying';
    }
    return s;
  });

  // 4. The organisation: phase, critical mass, credibility, cooldowns.
  const phaseAfter = nextPhase(phase, next);
  if (phaseAfter !== phase) log.push({ code: 'phase', from: phase, to: phaseAfter });
  const criticalMass = momentum(next, net) >= CRITICAL_MASS;
  if (criticalMass !== criticalMassBefore) log.push({ code: criticalMass ? 'criticalMass' : 'criticalMassLost' });
  credit.progress = advanced * PROGRESS_CREDIT;
  // Open opposition undermines the change team: each person resistant after the round costs OPPOSITION_DEBIT.
  credit.resistance = -turned * RESISTANCE_DEBIT - next.filter((s) => s === 'resistant').length * OPPOSITION_DEBIT;
  for (const reason of ['lever', 'mismatch', 'failedPlay', 'progress', 'resistance'] as const) {
    if (credit[reason] !== 0) log.push({ code: 'credibility', reason, value: round2(credit[reason]) });
  }
  const credibility = round2(clamp(credibilityBefore + credit.lever + credit.mismatch + credit.failedPlay + credit.progress + credit.resistance, 0, 100));
  const cooldowns: TeamState['cooldowns'] = {};
  for (const [key, freeFrom] of Object.entries(team.cooldowns) as [LeverKey, number][]) if (freeFrom > round + 1) cooldowns[key] = freeFrom;
  for (const key of used) {
    const rest = leverOf(key)!.cooldown;
    if (rest > 0) cooldowns[key] = round + rest + 1;
  }

  return {
    team: {
      ...team,
      phase: phaseAfter,
      credibility,
      people: team.people.map((p, i) => ({ id: p.id, state: next[i], progress: round4(clamp(progress[i], 0, 1.5)), champion: champion[i] && next[i] !== 'resistant' })),
      cooldowns,
    },
    spent,
    phaseBefore: phase,
    criticalMassBefore,
    criticalMass,
    credibilityBefore,
    log,
  };
}

export const scoreOf = (index: number, adoptedShare: number, weights: { adoption: number; adopted: number }) =>
  round2(100 * (weights.adoption * index + weights.adopted * adoptedShare));

export { round2, round4 };
