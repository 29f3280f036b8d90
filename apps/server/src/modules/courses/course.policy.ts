import { hasAuthority } from '@sandtable/shared/auth/authorities';
import { courseMachine, NOT_STARTED_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import type { CourseAbilities } from '@sandtable/shared/contracts/courses';
import { definePolicy } from '../../lib/policy';
import type { Actor } from '../../lib/actor';
import type { CourseRow } from './course.repo';

export interface CourseAccess {
  course: CourseRow;
  /** The caller's membership, if any. */
  member: { progress: 'incomplete' | 'completed' | 'gave_up' } | null;
}

/**
 * Who runs a course: the chief admin; the lecturer who leads it or created it; an enterprise user
 * for their company's courses. Running a course means editing it, its teams and its invitations.
 */
export function managesCourse(actor: Actor, course: Pick<CourseRow, 'lecturerId' | 'createdBy' | 'companyId'>): boolean {
  if (actor.role === 'chief_admin') return true;
  if (actor.role === 'lecturer') return course.lecturerId === actor.userId || course.createdBy === actor.userId;
  if (actor.role === 'enterprise') return actor.companyId !== null && course.companyId === actor.companyId;
  return false;
}

/**
 * Who pays for a course's seats in course credits: the account they come from is its company's
 * (its enterprise users), else its creator's — a lecturer leading another's course spends nothing
 * of theirs. The chief admin acts for anyone.
 */
export function paysForCourse(actor: Actor, course: Pick<CourseRow, 'createdBy' | 'companyId'>): boolean {
  if (actor.role === 'chief_admin') return true;
  if (course.companyId !== null) return actor.role === 'enterprise' && actor.companyId === course.companyId;
  return course.createdBy === actor.userId;
}

const EDITABLE: readonly CourseStatus[] = ['inviting', 'upcoming', 'closed', 'failed_start'];
const TEAMS_EDITABLE: readonly CourseStatus[] = ['inviting', 'upcoming', 'in_progress', 'failed_start'];
const LEAVABLE: readonly CourseStatus[] = ['inviting', 'upcoming', 'in_progress'];
const PICKABLE: readonly CourseStatus[] = NOT_STARTED_STATUSES;

const isAdmin = (actor: Actor) => hasAuthority(actor.authorities, 'course:manage');

export const coursePolicy = definePolicy<keyof CourseAbilities | 'view', CourseAccess>({
  // A disabled course is gone for everyone but its managers; an open session is public to the logged-in.
  view: (actor, { course, member }) => managesCourse(actor, course) || (course.status !== 'disabled' && (member !== null || course.kind === 'open')),
  edit: (actor, { course }) => managesCourse(actor, course) && EDITABLE.includes(course.status),
  manageTeams: (actor, { course }) => managesCourse(actor, course) && TEAMS_EDITABLE.includes(course.status),
  invite: (actor, { course }) => managesCourse(actor, course) && course.status === 'inviting',
  // Whoever runs the course releases its chapters (spec §4's "an admin": decision 0004).
  unlock: (actor, { course }) => managesCourse(actor, course) && course.status === 'in_progress' && course.chaptersUnlocked < 3,
  close: (actor, { course }) => isAdmin(actor) && courseMachine.can(course.status, 'closed'),
  restart: (actor, { course }) => isAdmin(actor) && (course.status === 'closed' || course.status === 'failed_start'),
  grade: (actor, { course }) => managesCourse(actor, course) && (course.status === 'in_progress' || course.status === 'completed'),
  join: (actor, { course, member }) =>
    member === null && hasAuthority(actor.authorities, 'course:join') && course.kind === 'open' && course.status === 'inviting' && course.seatsTaken < course.participants,
  leave: (actor, { course, member }) => member !== null && member.progress === 'incomplete' && LEAVABLE.includes(course.status),
  pickTeam: (_actor, { course, member }) => member !== null && member.progress === 'incomplete' && PICKABLE.includes(course.status),
  startGame: (actor, { course }) => managesCourse(actor, course) && course.status === 'in_progress',
  payCredits: (actor, { course }) => paysForCourse(actor, course) && PICKABLE.includes(course.status),
});

export function courseAbilities(actor: Actor, access: CourseAccess): CourseAbilities {
  const { view: _view, ...abilities } = coursePolicy.abilities(actor, access);
  return abilities;
}
