import { gameMachine, roundMachine } from '@sandtable/shared/machines/game';
import { gameRounds, games, gameStatusHistory, roundStatusHistory } from '../../db/schema';
import { defineLifecycle } from '../../lib/transition';

/**
 * The game's and each round's status change through the transition helper (lib/transition.ts,
 * docs/decisions/machines.md), each with its history table.
 */
export const gameLifecycle = defineLifecycle({
  machine: gameMachine,
  table: games,
  record: (tx, c) => tx.insert(gameStatusHistory).values({ gameId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: c.actorKind }),
});

export const roundLifecycle = defineLifecycle({
  machine: roundMachine,
  table: gameRounds,
  record: (tx, c) => tx.insert(roundStatusHistory).values({ roundId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: c.actorKind }),
});
