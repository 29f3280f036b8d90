import type { AnyGameEngine, EngineGameId } from './engine';

export type { AnyGameEngine };
import { marketEngine } from './market/engine';
import { changeEngine } from './change/engine';

/**
 * The engine of each playable game. TS joins here when its engine exists; a course of a game with
 * no engine cannot start one (the server says "not offered").
 */
const ENGINES: Partial<Record<EngineGameId, AnyGameEngine>> = {
  MS: marketEngine,
  CM: changeEngine,
};

/** The engine that plays `gameId`, or null when none does yet. */
export function engineFor(gameId: string): AnyGameEngine | null {
  return Object.hasOwn(ENGINES, gameId) ? ENGINES[gameId as EngineGameId]! : null;
}

/** The games with an engine. */
export const playableGames = Object.keys(ENGINES) as EngineGameId[];
