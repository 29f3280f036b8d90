/**
 * The courses module's public face: courses, teams, chapters, groups, resources, the home panels and
 * the course clock (a persisted job per sign-up deadline, start and end), and what other modules may
 * ask of a course: access, who manages it, membership, chapter scores.
 */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { courseRoutes } from './course.routes';
import { teamRoutes } from './team.routes';
import { chapterRoutes } from './chapter.routes';
import { resourceRoutes } from './resource.routes';
import { dashboardRoutes } from './dashboard.routes';
import { groupRoutes } from './group.routes';
import { registerCourseClock } from './lifecycle';

export const coursesModule = defineModule(
  'courses',
  (app: FastifyInstance) => {
    courseRoutes(app);
    teamRoutes(app);
    chapterRoutes(app);
    resourceRoutes(app);
    dashboardRoutes(app);
    groupRoutes(app);
    registerCourseClock(app.deps);
  },
  ['@fastify/multipart'],
);

export { viewOf } from './course.routes';
export { accessCourse, courseDetail, payWithCredits, requireAbility, type View } from './course.service';
export { managesCourse } from './course.policy';
export { findCourse, findCourseRow, findMember, findTeam, isTeamOf, listCourses, managedCondition, releaseChapter, teamsOf, type CourseRow, type MemberRow } from './course.repo';
export { presentSummary } from './course.presenter';
export { recordChapterScores } from './chapter.service';
export { claimCaptaincy } from './team.repo';
export { enrol, enrolOnHeldSeat, holdSeat, leaveBoughtSeat, releaseHeldSeat, seatReturnable } from './membership.repo';
export { advanceDueCourses, courseLifecycle, scheduleCourseClock } from './lifecycle';
