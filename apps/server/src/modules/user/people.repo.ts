import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/actor';

/**
 * Whose accounts a caller may see and act on by mobile (matching, enrolling, naming): the chief
 * admin everyone; an enterprise user the people of their company; a lecturer the people in the
 * courses they lead or created. Everyone sees themselves. Anything else is outside the scope and
 * must read exactly like an account the caller cannot know about (docs/decisions/0004-courses.md).
 */
export function peopleScope(actor: Actor): SQL {
  switch (actor.role) {
    case 'chief_admin':
      return sql`true`;
    case 'enterprise':
      return actor.companyId === null ? eq(users.id, actor.userId) : sql`(${users.companyId} = ${actor.companyId} or ${users.id} = ${actor.userId})`;
    case 'lecturer':
      // Aliased tables inside: the outer row is "users" (a WHERE clause, where drizzle qualifies columns).
      return sql`(${users.id} = ${actor.userId} or exists (
        select 1 from course_members scope_m join courses scope_c on scope_c.id = scope_m.course_id
        where scope_m.user_id = ${users.id} and (scope_c.lecturer_id = ${actor.userId} or scope_c.created_by = ${actor.userId})))`;
    default:
      return eq(users.id, actor.userId);
  }
}

/** An account matched by mobile within the caller's scope. */
export interface ScopedAccount {
  id: number;
  mobile: string;
  name: string;
  role: (typeof users.$inferSelect)['role'];
  status: (typeof users.$inferSelect)['status'];
}

/**
 * What the caller may know about these mobiles: `visible` holds the accounts in their scope;
 * `hidden` the mobiles that belong to an account outside it (nothing else about them leaves here);
 * a mobile in neither has no account.
 */
export async function accountsByMobile(db: Db | Tx, actor: Actor, mobiles: readonly string[]): Promise<{ visible: Map<string, ScopedAccount>; hidden: Set<string> }> {
  const visible = new Map<string, ScopedAccount>();
  const hidden = new Set<string>();
  if (mobiles.length === 0) return { visible, hidden };
  const wanted = inArray(users.mobile, [...new Set(mobiles)]);
  // Two reads: the scoped one is the only one that loads anything but the mobile.
  const seen = await db.select({ id: users.id, mobile: users.mobile, name: users.name, role: users.role, status: users.status }).from(users).where(and(wanted, peopleScope(actor)));
  const taken = await db.select({ mobile: users.mobile }).from(users).where(wanted);
  for (const account of seen) visible.set(account.mobile!, { ...account, mobile: account.mobile! });
  for (const { mobile } of taken) if (!visible.has(mobile!)) hidden.add(mobile!);
  return { visible, hidden };
}
