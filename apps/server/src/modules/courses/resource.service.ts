import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { courseEndpoints } from '@sandtable/shared/contracts/courses';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { insertCourseResource, listCourseResources } from './resource.repo';
import { accessCourse } from './course.service';
import { managesCourse } from './course.policy';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

/** A course's resources of the given types, for whoever may view the course (else not found). */
export async function listResources(deps: AppDeps, actor: Actor, input: Req<'resources'>) {
  const { course } = await accessCourse(deps, actor, input.otherId);
  const rows = await listCourseResources(deps.db, course.id, input.resourcesTypeList);
  return { list: rows.map((r) => ({ id: r.id, resourcesType: r.resourcesType, otherId: r.otherId, name: r.name, resourcesUrl: r.url, createdAt: r.createdAt.toISOString() })) };
}

/** Attaches a resource to a course the caller manages (a course they do not manage: not found). */
export async function saveResource(deps: AppDeps, actor: Actor, input: Req<'resourceSave'>): Promise<Record<string, never>> {
  const { course } = await accessCourse(deps, actor, input.otherId);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  await insertCourseResource(deps.db, { resourcesType: input.resourcesType, otherId: course.id, name: input.name, url: input.resourcesUrl, createdBy: actor.userId });
  return {};
}
