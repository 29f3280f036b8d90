import type { FastifyInstance } from 'fastify';
import { courseEndpoints as c } from '@sandtable/shared/contracts/courses';
import { serve } from '../../lib/route';
import { viewOf } from './course.routes';
import * as chapter from './chapter.service';

/** Chapters, progress, leaving and signing up (spec §4). */
export function chapterRoutes(app: FastifyInstance): void {
  serve(app, c.completeChapter, ({ deps, actor, body, req }) => chapter.completeChapter(deps, viewOf(app, req, actor), body));
  serve(app, c.giveUp, ({ deps, actor, body, req }) => chapter.giveUp(deps, viewOf(app, req, actor), body));
  serve(app, c.grade, ({ deps, actor, body, req }) => chapter.grade(deps, viewOf(app, req, actor), body));
  serve(app, c.chooseOperator, ({ deps, actor, body, req }) => chapter.chooseOperator(deps, viewOf(app, req, actor), body));
  serve(app, c.submitActionPlan, ({ deps, actor, body, req }) => chapter.submitActionPlan(deps, viewOf(app, req, actor), body));
  serve(app, c.leave, ({ deps, actor, body, req }) => chapter.leave(deps, viewOf(app, req, actor), body));
  serve(app, c.signUp, ({ deps, actor, body, req }) => chapter.signUp(deps, viewOf(app, req, actor), body));
}
