import type { FilledDecision } from '../engine';
import { ChangeInputError } from './errors';
import { leverOf } from './levers';
import { networkOf, type Network } from './network';
import type { AdoptionState, CmDecision, CmParams, CmState, LeverKey, RoundDecisions, TeamState } from './types';

/** Only the decision's own fields, so stray properties never reach the stored JSON. */
export function pickDecision(d: CmDecision): CmDecision {
  return { plays: d.plays.map((p) => ({ lever: p.lever, target: p.target ?? null })) };
}

/** A late team's decision: its last one again. Plays whose lever now rests are skipped, at no cost, when settled. */
export function carryOver(previous: CmDecision): CmDecision {
  return pickDecision(previous);
}

/**
 * The engine's reference play (the computer-run team, a new team's suggestion, the tournament's
 * adaptive entrant): it reads the organisation and plays what the phase calls for —
 * unfreeze: tell everyone, win back the most influential resistant person, enlist the most
 * influential interested one, then talk one to one with the most influential people still undecided;
 * change: a quick win once someone is trying, a pilot where most are interested, training and
 * coaching where people are trying; refreeze: structure and celebration where people are trying;
 * then one-to-one talks with the most influential people not yet there, and listening to the resistant.
 * Greedy within the budget, never a play on cooldown, a repeated play or an unknown target.
 */
export function adaptiveDecision(team: PlayView, net: Network, round: number, budget: number): CmDecision {
  const plays: CmDecision['plays'] = [];
  let left = budget;
  const states = team.people.map((p) => p.state);
  const taken = new Set<string>();
  const play = (key: LeverKey, target: string | null) => {
    const lever = leverOf(key)!;
    if ((team.cooldowns[key] ?? 0) > round || lever.cost > left || taken.has(`${key}>${target}`)) return;
    taken.add(`${key}>${target}`);
    plays.push({ lever: key, target });
    left -= lever.cost;
  };
  const count = (pred: (s: AdoptionState) => boolean) => states.filter(pred).length;
  // The most influential people first; the case's order breaks ties.
  const ranked = net.ids.map((_, i) => i).sort((a, b) => net.influence[b] - net.influence[a] || a - b);
  const whose = (pred: (s: AdoptionState, i: number) => boolean) => ranked.filter((i) => pred(states[i], i)).map((i) => net.ids[i]);
  const busiest = (pred: (s: AdoptionState) => boolean): string | null => {
    let best: string | null = null;
    let top = 0;
    for (const [key, members] of net.departments) {
      const k = members.filter((i) => pred(states[i])).length;
      if (k > top) [best, top] = [key, k];
    }
    return best;
  };
  const resistant = whose((s) => s === 'resistant');
  const recruits = whose((s, i) => (s === 'interested' || s === 'trying') && !team.people[i].champion && net.kind[i] !== 'frontline');
  const undecided = whose((s) => s === 'aware' || s === 'interested');
  const trying = (s: AdoptionState) => s === 'trying';
  const interested = (s: AdoptionState) => s === 'interested';

  if (team.phase === 'unfreeze') {
    const unaware = count((s) => s === 'unaware');
    // Many still unaware: make the case for change; a few: a memo reaches them.
    if (unaware >= states.length / 3) play('urgency', null);
    if (unaware > 0 && !taken.has('urgency>null')) play('memo', null);
    if (count((s) => s === 'aware') >= states.length / 3) play('story', null);
    for (const id of resistant.slice(0, 1)) play('listen', id);
    for (const id of recruits.slice(0, 1)) play('coalition', id);
    const dept = busiest((s) => s === 'aware');
    if (dept) play('workshop', dept);
  } else if (team.phase === 'change') {
    for (const id of resistant.slice(0, 2)) play('listen', id);
    if (count((s) => s === 'trying' || s === 'adopted') > 0) play('quickWin', null);
    const pilotDept = busiest(interested);
    if (pilotDept) play('pilot', pilotDept);
    const trainDept = busiest(trying) ?? busiest(interested);
    if (trainDept) play('training', trainDept);
    for (const id of recruits.slice(0, 1)) play('coalition', id);
    const coachDept = busiest(trying);
    if (coachDept) play('coaching', coachDept);
  } else {
    const dept = busiest(trying);
    if (dept) play('structure', dept);
    if (count(trying) > 0) play('celebrate', null);
    for (const id of resistant.slice(0, 2)) play('listen', id);
    if (dept) play('coaching', dept);
  }
  for (const id of undecided) play('oneToOne', id);
  for (const id of whose(trying)) play('oneToOne', id);
  // Points left: talk to whoever is not there yet, then listen to whoever resists.
  for (const id of whose((s) => s === 'unaware')) play('oneToOne', id);
  for (const id of resistant) play('listen', id);
  return { plays };
}

/** What a play is chosen from: the organisation as the team sees it before the round. */
export type PlayView = Pick<TeamState, 'phase' | 'cooldowns'> & { people: readonly Pick<TeamState['people'][number], 'state' | 'champion'>[] };

/** The reference play for a team of this game (null: no such team). */
export function computerDecision(state: CmState, teamId: string, params: CmParams): CmDecision {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) throw new ChangeInputError([`no team ${teamId} in this game`]);
  return adaptiveDecision(team, networkOf(state.caseId), state.round + 1, params.budget);
}

/**
 * The round's decisions with every team decided: computer-run teams play the reference play; a late
 * team carries its last decision over, or gets the reference play before it has one.
 */
export function fillMissing(
  state: CmState,
  submitted: Readonly<RoundDecisions>,
  params: CmParams,
  computerTeamIds: readonly string[],
): { decisions: RoundDecisions; filled: FilledDecision[] } {
  const computer = new Set(computerTeamIds);
  const decisions: RoundDecisions = {};
  const filled: FilledDecision[] = [];
  for (const team of state.teams) {
    if (computer.has(team.teamId)) {
      decisions[team.teamId] = computerDecision(state, team.teamId, params);
      filled.push({ teamId: team.teamId, by: 'computer' });
    } else if (Object.hasOwn(submitted, team.teamId)) {
      decisions[team.teamId] = pickDecision(submitted[team.teamId]);
    } else if (team.lastDecision) {
      decisions[team.teamId] = carryOver(team.lastDecision);
      filled.push({ teamId: team.teamId, by: 'carried_over' });
    } else {
      decisions[team.teamId] = computerDecision(state, team.teamId, params);
      filled.push({ teamId: team.teamId, by: 'computer' });
    }
  }
  return { decisions, filled };
}
