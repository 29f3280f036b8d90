import { PHASES, type TsPhase } from '@sandtable/sim/synergy';
import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

export type { TsPhase };
export const TS_PHASES = PHASES as readonly TsPhase[] as readonly ['briefing', 'individual', 'consensus', 'reveal', 'scoreboard', 'debrief'];

/**
 * The phases of a team-synergy exercise (docs/decisions/ts.md), in the engine's order: each moves
 * only to the next. `advance` is the lecturer's "next phase", `timer` the phase's clock running out
 * (a persisted job); the history row records which. The debrief is the last phase: the exercise
 * was scored when the reveal began, and the debrief's timer only shows the time left.
 */
export const tsPhaseMachine = defineMachine({
  name: 'tsPhase',
  states: TS_PHASES,
  initial: 'briefing',
  transitions: {
    briefing: ['individual'],
    individual: ['consensus'],
    consensus: ['reveal'],
    reveal: ['scoreboard'],
    scoreboard: ['debrief'],
    debrief: [],
  },
  events: {
    advance: { to: ['individual', 'consensus', 'reveal', 'scoreboard', 'debrief'] },
    timer: { to: ['individual', 'consensus', 'reveal', 'scoreboard', 'debrief'] },
  },
  refused: Errors.gameChanged,
});
export type TsPhaseEvent = keyof typeof tsPhaseMachine.events;

/** The phase after `phase` (null after the debrief). */
export const nextPhase = (phase: TsPhase): TsPhase | null => TS_PHASES[TS_PHASES.indexOf(phase) + 1] ?? null;
