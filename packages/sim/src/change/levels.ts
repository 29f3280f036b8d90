import type { LevelKey } from './types';

/**
 * Difficulty (switchLevel, switchLevel2): the power and the urgency of resistance.
 * - power: how much a sceptic's stance dampens levers and how easily pressure turns them resistant;
 * - urgency: how loudly resistant people pull their colleagues back;
 * - drift: each round's risk that a sceptic who knows of the change turns against it unprompted;
 * - backslide: the chance an unsupported person who is trying gives up;
 * - credibility: where the change team's credibility starts.
 */
export interface Level {
  key: LevelKey;
  power: number;
  urgency: number;
  drift: number;
  backslide: number;
  credibility: number;
}

export const LEVELS: Readonly<Record<LevelKey, Level>> = {
  mild: { key: 'mild', power: 0.5, urgency: 0.2, drift: 0.02, backslide: 0.1, credibility: 60 },
  standard: { key: 'standard', power: 1, urgency: 0.5, drift: 0.04, backslide: 0.15, credibility: 50 },
  fierce: { key: 'fierce', power: 1.5, urgency: 0.9, drift: 0.07, backslide: 0.2, credibility: 40 },
};

export const LEVEL_KEYS = Object.keys(LEVELS) as LevelKey[];

export function isLevel(key: unknown): key is LevelKey {
  return typeof key === 'string' && Object.hasOwn(LEVELS, key);
}
