import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

/**
 * One person's attempt at an assessment (team-role, leadership-style, … tests; spec §3 "Game test
 * states: pending, in progress, finished, expired"). Answers are saved while in progress; finishing
 * scores it; an attempt not finished by its deadline expires.
 */
export const ATTEMPT_STATUSES = ['pending', 'in_progress', 'finished', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** Still to be answered: the person may start or resume it. */
export const OPEN_ATTEMPT_STATUSES = ['pending', 'in_progress'] as const satisfies readonly AttemptStatus[];
export const isOpenAttempt = (status: string): boolean => (OPEN_ATTEMPT_STATUSES as readonly string[]).includes(status);

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
  // The domain's own answers (docs/decisions/assessments.md): a submitted or expired attempt says so.
  refusals: { finished: Errors.assessmentSubmitted, expired: Errors.assessmentExpired },
});
export type AttemptEvent = keyof typeof attemptMachine.events;

/**
 * An invitation to rate someone (the team-role test's observers, the leadership-style test's
 * others): invited until the observer answers, or until it expires (its date passed, or the person
 * rated withdrew it). Answered and expired are final.
 */
export const OBSERVER_STATUSES = ['invited', 'answered', 'expired'] as const;
export type ObserverStatus = (typeof OBSERVER_STATUSES)[number];

export const observerMachine = defineMachine({
  name: 'observer_invitation',
  states: OBSERVER_STATUSES,
  initial: 'invited',
  transitions: { invited: ['answered', 'expired'], answered: [], expired: [] },
  events: { answer: { to: ['answered'] }, expire: { to: ['expired'] } },
  refused: Errors.observerInvitationClosed,
  refusals: { answered: Errors.observerInvitationClosed, expired: Errors.observerInvitationClosed },
});
export type ObserverEvent = keyof typeof observerMachine.events;
