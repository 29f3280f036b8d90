import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

/**
 * One person's attempt at an assessment (team-role, leadership-style, … tests; spec §3 "Game test
 * states: pending, in progress, finished, expired"). Answers are saved while in progress; finishing
 * scores it; an attempt not finished by its deadline expires.
 */
export const ATTEMPT_STATUSES = ['pending', 'in_progress', 'finished', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const attemptMachine = defineMachine({
  name: 'assessment_attempt',
  states: ATTEMPT_STATUSES,
  initial: 'pending',
  transitions: {
    pending: ['in_progress', 'expired'],
    in_progress: ['finished', 'expired'],
    finished: [],
    expired: [],
  },
  events: { begin: { to: ['in_progress'] }, finish: { to: ['finished'] }, expire: { to: ['expired'] } },
  refused: Errors.stateChanged,
});
export type AttemptEvent = keyof typeof attemptMachine.events;
