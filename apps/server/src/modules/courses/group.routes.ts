import type { FastifyInstance } from 'fastify';
import { courseGroupEndpoints as g } from '@sandtable/shared/contracts/courseGroups';
import { serve } from '../../lib/route';
import * as group from './group.service';

/** Course groups (/course/group/*): programmes of several courses. */
export function groupRoutes(app: FastifyInstance): void {
  serve(app, g.create, ({ deps, actor, body }) => group.createGroup(deps, actor, body));
  serve(app, g.edit, ({ deps, actor, body }) => group.editGroup(deps, actor, body));
  serve(app, g.editMembers, ({ deps, actor, body }) => group.editGroupMembers(deps, actor, body));
  serve(app, g.select, ({ deps, actor, body }) => group.selectGroups(deps, actor, body));
  serve(app, g.selectCourses, ({ deps, actor, body }) => group.selectGroupableCourses(deps, actor, body));
  serve(app, g.byName, ({ deps, actor, body }) => group.groupByName(deps, actor, body));
  serve(app, g.get, ({ deps, actor, body }) => group.getGroup(deps, actor, body.id));
  serve(app, g.mine, ({ deps, actor }) => group.myGroups(deps, actor));
}
