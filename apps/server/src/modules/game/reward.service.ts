import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { gameEndpoints } from '@sandtable/shared/contracts/game';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { accessCourse, findMember, findTeam, managesCourse } from '../courses';
import { balanceAfter, balancesOf, hasAccount, post } from '../ledger';
import { loadTeamMembers } from './game.repo';

type Req<K extends keyof typeof gameEndpoints> = z.output<(typeof gameEndpoints)[K]['request']>;

/**
 * A lecturer rewards a team (every member gets `coins`) or one student of a course they run: one
 * ledger posting, the giver's coins to each recipient (an entry pair per recipient, so both
 * histories name the other). The ledger debits the giver by a conditional UPDATE: two rewards racing
 * for the last coins cannot both pass, and the balance never goes negative.
 */
export async function reward(deps: AppDeps, actor: Actor, input: Req<'reward'>) {
  const { course } = await accessCourse(deps, actor, input.courseId);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  if (!input.teamId === !input.userId) failFields([{ path: [input.teamId ? 'userId' : 'teamId'], message: 'validation:oneRecipient' }]);

  let recipients: number[];
  if (input.teamId) {
    if (!(await findTeam(deps.db, course.id, input.teamId))) fail(Errors.notFound);
    const rows = await loadTeamMembers(deps.db, course.id, [input.teamId]);
    recipients = rows.map((r) => r.userId);
    if (recipients.length === 0) failFields([{ path: ['teamId'], message: 'validation:teamNeedsStudents' }]);
  } else {
    const row = await findMember(deps.db, course.id, input.userId!);
    if (!row) fail(Errors.notFound);
    recipients = [row!.userId];
  }
  recipients = recipients.filter((id) => id !== actor.userId).sort((a, b) => a - b);
  const giver = { user: actor.userId };

  const balance = await deps.db.transaction(async (tx) => {
    // Rewarding nobody but oneself moves nothing; as before the ledger, it needs a coin account.
    if (recipients.length === 0) {
      if (!(await hasAccount(tx, giver, 'coins'))) fail(Errors.coinsInsufficient);
      return (await balancesOf(tx, giver)).coins;
    }
    // A caller without a key (older clients) makes every request a new reward.
    const posted = await post(tx, {
      poster: `user:${actor.userId}`,
      key: input.requestKey ?? randomUUID(),
      reason: 'reward',
      courseId: course.id,
      note: input.note ?? null,
      entries: recipients.flatMap((userId) => [
        { owner: giver, currency: 'coins' as const, amount: -input.coins, counterpartId: userId },
        { owner: { user: userId }, currency: 'coins' as const, amount: input.coins, counterpartId: actor.userId },
      ]),
    });
    return balanceAfter(posted, giver, 'coins')!;
  });
  return { balance, recipients: recipients.length };
}
