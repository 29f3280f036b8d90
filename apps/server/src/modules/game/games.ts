import { engineFor, type AnyGameEngine } from '@sandtable/sim/registry';
import { RESOURCE_TYPE } from '@sandtable/shared/rules/constants';
import { courseTypeOf, minTeamsToStart, type CourseType, type GameId } from '@sandtable/shared/rules/course';
import type { ResultScope } from './results-scope';
import { cmResultScope } from './cm.live';

/** What the platform needs to run a course's game, whatever the game (docs/decisions/game-engine.md). */
export interface PlayableGame {
  gameId: GameId;
  /** The pure engine that settles it (packages/sim/src/registry.ts). */
  engine: AnyGameEngine;
  /** The family of reports and resources its course belongs to, and their resource type. */
  courseType: CourseType;
  resourceType: number;
  /** The fewest teams with members (or run by the computer) a game of it starts with. */
  minTeams: number;
  /** Which part of a round's results a viewer sees of another team (null: every team's in full). */
  resultScope: ResultScope | null;
}

const RESULT_SCOPES: Partial<Record<GameId, ResultScope>> = { CM: cmResultScope };

/**
 * The server's registry: gameId -> engine, course type, minimum teams, resource type, each taken
 * from the one place it is defined (the engines' registry, the course rules). Null for a game
 * with no engine yet: its course cannot start a game.
 */
export function playableGame(gameId: GameId): PlayableGame | null {
  const engine = engineFor(gameId);
  if (!engine) return null;
  const courseType = courseTypeOf(gameId);
  return { gameId, engine, courseType, resourceType: RESOURCE_TYPE[courseType], minTeams: minTeamsToStart(gameId), resultScope: RESULT_SCOPES[gameId] ?? null };
}
