import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseResources } from '../../db/schema';

/** A course's resources of the given types, oldest first. */
export function listCourseResources(db: Db, courseId: number, types: number[]) {
  return db
    .select()
    .from(courseResources)
    .where(and(eq(courseResources.otherId, courseId), inArray(courseResources.resourcesType, types)))
    .orderBy(asc(courseResources.createdAt), asc(courseResources.id));
}

export async function insertCourseResource(db: Db, row: typeof courseResources.$inferInsert): Promise<void> {
  await db.insert(courseResources).values(row);
}
