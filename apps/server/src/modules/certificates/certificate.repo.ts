import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courses } from '../../db/schema';

/**
 * Issues a member's certificate of a course, or re-issues it (the course+user unique index) with
 * a new name, language and date, keeping its number. Throws on a number taken by another one.
 */
export async function saveCertificate(db: Db, values: typeof certificates.$inferInsert) {
  const { name, locale, issuedOn } = values;
  const [row] = await db
    .insert(certificates)
    .values(values)
    .onConflictDoUpdate({ target: [certificates.courseId, certificates.userId], set: { name, locale, issuedOn, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** The certificate with this number, with its course. */
export async function findCertificate(db: Db, number: string) {
  const [found] = await db.select({ cert: certificates, course: courses }).from(certificates).innerJoin(courses, eq(courses.id, certificates.courseId)).where(eq(certificates.number, number));
  return found ?? null;
}
