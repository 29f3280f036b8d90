import type { AdoptionState, LeverKey, LeverScope, Phase, StakeholderKind } from './types';

/**
 * A lever the change team can pull (docs/simulations/change.md §4). `push` is the progress it gives
 * a person in each state at full fit and credibility 50 (a step takes 1); `fit` multiplies it by the
 * organisation's phase; `pressure` is how hard it leans on sceptics (their risk of turning
 * resistant); `credibility` is what playing it does to the team's credibility.
 */
export interface Lever {
  key: LeverKey;
  scope: LeverScope;
  cost: number;
  /** Rounds it rests after being played (0: every round). */
  cooldown: number;
  fit: Record<Phase, number>;
  push: Partial<Record<AdoptionState, number>>;
  /** Works better or worse on some kinds of people (1 when absent). */
  kindFit?: Partial<Record<StakeholderKind, number>>;
  pressure: number;
  credibility: number;
  /** Keeps people who are trying or have adopted from sliding back this round. */
  supports?: boolean;
}

const lever = (l: Lever) => l;

/** The catalogue, in the order the play screen lists it: from telling, to involving, to embedding. */
export const LEVERS: readonly Lever[] = [
  lever({ key: 'memo', scope: 'all', cost: 6, cooldown: 0, fit: { unfreeze: 1.2, change: 0.6, refreeze: 0.3 }, push: { unaware: 0.6, aware: 0.1 }, pressure: 0.02, credibility: 0 }),
  lever({ key: 'townHall', scope: 'all', cost: 20, cooldown: 2, fit: { unfreeze: 1.2, change: 0.9, refreeze: 0.5 }, push: { unaware: 0.6, aware: 0.35, interested: 0.15, resistant: 0.15 }, kindFit: { executive: 0.7 }, pressure: 0.05, credibility: 2 }),
  lever({ key: 'story', scope: 'all', cost: 12, cooldown: 1, fit: { unfreeze: 1, change: 1, refreeze: 0.7 }, push: { unaware: 0.3, aware: 0.3, interested: 0.2, resistant: 0.1 }, pressure: 0, credibility: 1 }),
  lever({ key: 'urgency', scope: 'all', cost: 15, cooldown: 3, fit: { unfreeze: 1.4, change: 0.5, refreeze: 0.2 }, push: { unaware: 0.8, aware: 0.5, interested: 0.1 }, pressure: 0.3, credibility: 0 }),
  lever({ key: 'oneToOne', scope: 'person', cost: 10, cooldown: 0, fit: { unfreeze: 1, change: 1, refreeze: 0.9 }, push: { unaware: 0.9, aware: 0.8, interested: 0.7, trying: 0.5, resistant: 0.5 }, kindFit: { executive: 1.2, opinion: 1.2, frontline: 0.5 }, pressure: 0, credibility: 0, supports: true }),
  lever({ key: 'coalition', scope: 'person', cost: 14, cooldown: 0, fit: { unfreeze: 1.3, change: 1, refreeze: 0.5 }, push: { interested: 0.5, trying: 0.5 }, kindFit: { executive: 1.2, opinion: 1.2, frontline: 0.8 }, pressure: 0, credibility: 1, supports: true }),
  lever({ key: 'workshop', scope: 'group', cost: 14, cooldown: 1, fit: { unfreeze: 0.8, change: 1.2, refreeze: 0.6 }, push: { unaware: 0.4, aware: 0.5, interested: 0.4, trying: 0.15 }, kindFit: { executive: 0.7 }, pressure: 0.05, credibility: 0 }),
  lever({ key: 'pilot', scope: 'group', cost: 22, cooldown: 3, fit: { unfreeze: 0.5, change: 1.4, refreeze: 0.5 }, push: { aware: 0.25, interested: 0.8, trying: 0.3 }, pressure: 0.1, credibility: 1, supports: true }),
  lever({ key: 'training', scope: 'group', cost: 16, cooldown: 1, fit: { unfreeze: 0.3, change: 1.3, refreeze: 1 }, push: { interested: 0.3, trying: 0.7 }, kindFit: { frontline: 1.2, executive: 0.6 }, pressure: 0, credibility: 0, supports: true }),
  lever({ key: 'coaching', scope: 'group', cost: 12, cooldown: 0, fit: { unfreeze: 0.3, change: 1.1, refreeze: 1.2 }, push: { interested: 0.15, trying: 0.45 }, pressure: 0, credibility: 0, supports: true }),
  lever({ key: 'quickWin', scope: 'all', cost: 12, cooldown: 2, fit: { unfreeze: 0.4, change: 1.3, refreeze: 0.7 }, push: { aware: 0.3, interested: 0.4, trying: 0.1, resistant: 0.15 }, pressure: 0, credibility: 4 }),
  lever({ key: 'incentives', scope: 'all', cost: 28, cooldown: 2, fit: { unfreeze: 0.3, change: 1, refreeze: 1.3 }, push: { interested: 0.25, trying: 0.45 }, pressure: 0.1, credibility: -1, supports: true }),
  lever({ key: 'structure', scope: 'group', cost: 26, cooldown: 4, fit: { unfreeze: 0.2, change: 0.8, refreeze: 1.5 }, push: { interested: 0.2, trying: 0.9 }, pressure: 0.35, credibility: 0, supports: true }),
  lever({ key: 'listen', scope: 'person', cost: 9, cooldown: 0, fit: { unfreeze: 1, change: 1, refreeze: 1 }, push: { resistant: 0.8, aware: 0.2, interested: 0.2 }, pressure: 0, credibility: 1 }),
  lever({ key: 'sponsorPressure', scope: 'person', cost: 18, cooldown: 3, fit: { unfreeze: 0.6, change: 0.8, refreeze: 0.8 }, push: { aware: 0.5, interested: 0.5, trying: 0.5 }, pressure: 0.6, credibility: -8 }),
  lever({ key: 'celebrate', scope: 'all', cost: 10, cooldown: 2, fit: { unfreeze: 0.1, change: 0.6, refreeze: 1.5 }, push: { trying: 0.35 }, pressure: 0, credibility: 1, supports: true }),
];

export const LEVER_KEYS = LEVERS.map((l) => l.key) as readonly LeverKey[];

const BY_KEY = new Map(LEVERS.map((l) => [l.key, l]));

export function leverOf(key: string): Lever | undefined {
  return BY_KEY.get(key as LeverKey);
}

/** The cheapest lever: no round holds more plays than the budget buys of it. */
export const CHEAPEST_LEVER_COST = Math.min(...LEVERS.map((l) => l.cost));
