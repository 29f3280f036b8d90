import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

export const GAME_STATUSES = ['running', 'paused', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const ROUND_STATUSES = ['open', 'settled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * A course's simulation (any engine). Created running when the lecturer starts it; paused and
 * resumed by the lecturer (the open round's remaining time is kept); finished when its last
 * official round settles. Finished is final: re-running a round rewrites results, not the status.
 */
export const gameMachine = defineMachine({
  name: 'game',
  states: GAME_STATUSES,
  initial: 'running',
  transitions: {
    running: ['paused', 'finished'],
    // The last round can settle while paused (the lecturer closes it): the game finishes.
    paused: ['running', 'finished'],
    finished: [],
  },
  events: { pause: { to: ['paused'] }, resume: { to: ['running'] }, finish: { to: ['finished'] } },
  refused: Errors.gameChanged,
  refusals: { finished: Errors.gameFinished },
});
export type GameEvent = keyof typeof gameMachine.events;

/**
 * One round of a game: open for decisions until its deadline, the lecturer's close or every team's
 * submission, then settled. A re-run recomputes a settled round in place; it stays settled.
 */
export const roundMachine = defineMachine({
  name: 'round',
  states: ROUND_STATUSES,
  initial: 'open',
  transitions: { open: ['settled'], settled: [] },
  events: { settle: { to: ['settled'] } },
  refused: Errors.roundClosed,
});
export type RoundEvent = keyof typeof roundMachine.events;
