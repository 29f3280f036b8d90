import type { AnyGameEngine, EngineGameId } from './engine';

export type { AnyGameEngine };
import { marketEngine } from './market/engine';
import { changeEngine } from './change/engine';
import { synergyEngine } from './synergy/engine';

/**
 * The engine of each playable game; a course of a game with no engine cannot start one (the server
 * says "not offered"). TS joined with its server paths (/game/ts/*, docs/decisions/ts.md).
 */
const ENGINES: Partial<Record<EngineGameId, AnyGameEngine>> = {
  MS: marketEngine,
  CM: changeEngine,
  TS: synergyEngine,
};

/** The engine that plays `gameId`, or null when none does yet. */
export function engineFor(gameId: string): AnyGameEngine | null {
  return Object.hasOwn(ENGINES, gameId) ? ENGINES[gameId as EngineGameId]! : null;
}

/** The games with an engine. */
export const playableGames = Object.keys(ENGINES) as EngineGameId[];
