import type { FastifyInstance, FastifyRequest } from 'fastify';
import { courseEndpoints as c } from '@sandtable/shared/contracts/courses';
import { serve } from '../../lib/route';
import type { Actor } from '../../lib/actor';
import { publicOrigin } from '../signin';
import * as course from './course.service';
import { proposePlan } from './plan';

/** The caller and the origin their links are built on. */
export const viewOf = (app: FastifyInstance, req: FastifyRequest, actor: Actor): course.View => ({ actor, origin: publicOrigin(req, app.deps.config) });

export function courseRoutes(app: FastifyInstance): void {
  serve(app, c.select, ({ deps, actor, body }) => course.selectCourses(deps, actor, body));
  serve(app, c.get, ({ deps, actor, body, req }) => course.courseDetail(deps, viewOf(app, req, actor), body.id));
  serve(app, c.create, ({ deps, actor, body, req }) => course.createCourse(deps, viewOf(app, req, actor), body));
  serve(app, c.update, ({ deps, actor, body, req }) => course.updateCourse(deps, viewOf(app, req, actor), body));
  serve(app, c.plan, ({ deps, body }) => proposePlan(deps, body));
  serve(app, c.unlock, ({ deps, actor, body, req }) => course.unlockChapter(deps, viewOf(app, req, actor), body));
  serve(app, c.adminClose, ({ deps, actor, body, req }) => course.closeCourse(deps, viewOf(app, req, actor), body.id));
  serve(app, c.adminRestart, ({ deps, actor, body, req }) => course.restartCourse(deps, viewOf(app, req, actor), body));
}
