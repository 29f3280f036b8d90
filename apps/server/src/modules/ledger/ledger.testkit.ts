import type { Currency } from '@sandtable/shared/contracts/ledger';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { balancesOf, post } from './ledger.service';
import type { Owner } from './ledger.types';

/** Tests: brings an owner's balance to `amount` by a grant from (or back to) the `seed` account, so balances stay the sum of entries. */
export async function setBalance(db: Db, owner: Owner, currency: Currency, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const delta = amount - (await balancesOf(tx, owner))[currency];
    if (delta === 0) return;
    await post(tx, {
      poster: 'test',
      key: randomUUID(),
      reason: 'grant',
      entries: [
        { owner: { system: 'seed' }, currency, amount: -delta },
        { owner, currency, amount: delta },
      ],
    });
  });
}
