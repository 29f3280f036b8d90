import type { FastifyInstance } from 'fastify';
import { courseEndpoints as c } from '@sandtable/shared/contracts/courses';
import { serve } from '../../lib/route';
import * as dashboard from './dashboard.service';

/** The home pages' course panels (student/*) and the admin console's course numbers (admin/*). */
export function dashboardRoutes(app: FastifyInstance): void {
  serve(app, c.onGoing, ({ deps, actor, body }) => dashboard.onGoing(deps, actor, body));
  serve(app, c.comingSoon, ({ deps, actor, body }) => dashboard.comingSoon(deps, actor, body));
  serve(app, c.completed, ({ deps, actor, body }) => dashboard.completed(deps, actor, body));
  serve(app, c.topCountdown, ({ deps, actor }) => dashboard.topCountdown(deps, actor));
  serve(app, c.courseMessage, ({ deps, actor }) => dashboard.courseMessages(deps, actor));
  serve(app, c.runningGames, ({ deps, actor }) => dashboard.runningGames(deps, actor));
  serve(app, c.completeUserInfo, ({ deps, actor }) => dashboard.completeUserInfo(deps, actor));
  serve(app, c.courseAllNum, ({ deps, actor }) => dashboard.courseAllNum(deps, actor));
  serve(app, c.courseNum, ({ deps, actor, body }) => dashboard.courseNum(deps, actor, body));
  serve(app, c.allCompleted, ({ deps, actor }) => dashboard.allCompleted(deps, actor));
}
