import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

/**
 * The course lifecycle of spec §4. Time moves a course forward (jobs at the registration
 * deadline, the start and the end); the chief admin closes, restarts and disables.
 *
 * - inviting: open for sign-up and invitations until the registration deadline
 * - upcoming: sign-up closed, preparing to start ("prepping")
 * - in_progress: started with at least the minimum number of teams
 * - failed_start: at the start time it had fewer teams than the minimum (spec: fewer than 4)
 * - completed: reached its end time (final: nothing closes or restarts a course that ran)
 * - closed: closed by the chief admin; a restart reopens it
 * - disabled: taken off the portal by the chief admin; enabling reopens it
 */
export const COURSE_STATUSES = ['inviting', 'upcoming', 'in_progress', 'completed', 'closed', 'failed_start', 'disabled'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Not started yet: open for sign-up, or sign-up closed and waiting for the start. */
export const NOT_STARTED_STATUSES = ['inviting', 'upcoming'] as const satisfies readonly CourseStatus[];
/** Still ahead or running: what schedules and live pages follow. */
export const SCHEDULED_STATUSES = [...NOT_STARTED_STATUSES, 'in_progress'] as const satisfies readonly CourseStatus[];
/** Has begun (running or run to its end): its chapters can be open. */
export const STARTED_STATUSES = ['in_progress', 'completed'] as const satisfies readonly CourseStatus[];
/** Over, one way or another: what records list. */
export const FINAL_STATUSES = ['completed', 'closed', 'failed_start', 'disabled'] as const satisfies readonly CourseStatus[];

export const courseMachine = defineMachine({
  name: 'course',
  states: COURSE_STATUSES,
  initial: 'inviting',
  transitions: {
    inviting: ['upcoming', 'in_progress', 'failed_start', 'closed', 'disabled'],
    upcoming: ['in_progress', 'failed_start', 'closed', 'disabled'],
    in_progress: ['completed', 'closed'],
    // Final: the course ran to its end; closing it would relabel finished learners' records.
    completed: [],
    closed: ['inviting', 'upcoming', 'disabled'],
    failed_start: ['inviting', 'upcoming', 'closed', 'disabled'],
    disabled: ['inviting', 'upcoming'],
  },
  // The history's reasons (course:statusReason.*): the clock's, then the chief admin's.
  events: {
    registration_closed: { to: ['upcoming'], from: ['inviting'] },
    started: { to: ['in_progress'] },
    too_few_teams: { to: ['failed_start'] },
    ended: { to: ['completed'] },
    admin_close: { to: ['closed'] },
    // Reopens in the status the dates imply; also what enables a disabled course.
    admin_restart: { to: ['inviting', 'upcoming'], from: ['closed', 'failed_start', 'disabled'] },
    admin_disable: { to: ['disabled'] },
  },
  refused: Errors.courseStateChanged,
});

export type CourseEvent = keyof typeof courseMachine.events;
