import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { gameEndpoints } from '@sandtable/shared/contracts/game';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { coinBalances, coinLedger, courseMembers, teams } from '../../db/schema';
import { accessCourse } from '../courses/course.service';
import { managesCourse } from '../courses/course.policy';

type Req<K extends keyof typeof gameEndpoints> = z.output<(typeof gameEndpoints)[K]['request']>;

/**
 * A lecturer rewards a team (every member gets `coins`) or one student of a course they run. The
 * giver pays coins × recipients, by one conditional UPDATE (balance >= total): two rewards racing
 * for the last coins cannot both pass, and the balance never goes negative. Ledger rows on both
 * sides, one per recipient.
 */
export async function reward(deps: AppDeps, actor: Actor, input: Req<'reward'>) {
  const { course } = await accessCourse(deps, actor, input.courseId);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  if (!input.teamId === !input.userId) failFields([{ path: [input.teamId ? 'userId' : 'teamId'], message: 'validation:oneRecipient' }]);

  let recipients: number[];
  if (input.teamId) {
    const [team] = await deps.db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, input.teamId), eq(teams.courseId, course.id)));
    if (!team) fail(Errors.notFound);
    const rows = await deps.db.select({ userId: courseMembers.userId }).from(courseMembers).where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.teamId, input.teamId)));
    recipients = rows.map((r) => r.userId);
    if (recipients.length === 0) failFields([{ path: ['teamId'], message: 'validation:teamNeedsStudents' }]);
  } else {
    const [row] = await deps.db.select({ userId: courseMembers.userId }).from(courseMembers).where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, input.userId!)));
    if (!row) fail(Errors.notFound);
    recipients = [row.userId];
  }
  // In id order, so two rewards crediting the same people lock their balances in the same order.
  recipients = recipients.filter((id) => id !== actor.userId).sort((a, b) => a - b);
  const total = input.coins * recipients.length;
  const note = input.note ?? null;

  const balance = await deps.db.transaction(async (tx) => {
    const [giver] = await tx
      .update(coinBalances)
      .set({ balance: sql`${coinBalances.balance} - ${total}` })
      .where(and(eq(coinBalances.userId, actor.userId), gte(coinBalances.balance, total)))
      .returning({ balance: coinBalances.balance });
    if (!giver) fail(Errors.coinsInsufficient);
    if (recipients.length) {
      await tx
        .insert(coinBalances)
        .values(recipients.map((userId) => ({ userId, balance: input.coins })))
        .onConflictDoUpdate({ target: coinBalances.userId, set: { balance: sql`${coinBalances.balance} + excluded.balance` } });
      await tx.insert(coinLedger).values(
        recipients.flatMap((userId) => [
          { userId: actor.userId, delta: -input.coins, reason: 'reward_given' as const, courseId: course.id, counterpartId: userId, note },
          { userId, delta: input.coins, reason: 'reward_received' as const, courseId: course.id, counterpartId: actor.userId, note },
        ]),
      );
    }
    return giver.balance;
  });
  return { balance, recipients: recipients.length };
}
