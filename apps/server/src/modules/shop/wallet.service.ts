// A person's coins and assets (docs/decisions/commerce.md "Coins and assets"): balances and
// history read from the ledger, what they bought, a lecturer's tips, exchanges of coins for the
// shop's reports and certificates (an order paid wholly in coins) and the daily check-in.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { walletEndpoints } from '@sandtable/shared/contracts/wallet';
import type { Currency } from '@sandtable/shared/contracts/ledger';
import type { CommodityKind } from '@sandtable/shared/rules/commodity';
import { COIN_VALUE_FEN, coinsFor } from '@sandtable/shared/rules/pricing';
import { TIP_YUAN } from '@sandtable/shared/rules/constants';
import { dateIn } from '@sandtable/shared/format/time';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { accessCourse, findMember, managesCourse } from '../courses';
import { assertMayRead, balanceAfter, balancesOf, historyOf, post, type Owner } from '../ledger';
import * as repo from './wallet.repo';
import * as orders from './order.repo';

/** What coins can be exchanged for (spec §1: reports, presentations and certificates). */
const EXCHANGEABLE_KINDS: readonly CommodityKind[] = ['report', 'certificate'];
import { place, trial, type Buyer } from './order.service';

type Req<K extends keyof typeof walletEndpoints> = z.output<(typeof walletEndpoints)[K]['request']>;
type Page = { pageNum: number; pageSize: number };

export function coinValue(deps: AppDeps) {
  return { valueFen: COIN_VALUE_FEN, tipYuan: { ...TIP_YUAN }, checkinCoins: deps.config.CHECKIN_COINS };
}

/** A page of an account's history, each line naming the person on the other side and the course. */
async function historyLines(deps: AppDeps, owner: Owner, currency: Currency, page: Page) {
  const { list, ...rest } = await historyOf(deps.db, owner, currency, page);
  const ids = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const names = await repo.namesFor(deps.db, ids(list.map((l) => l.counterpartId)), ids(list.map((l) => l.courseId)));
  return {
    ...rest,
    list: list.map((l) => ({
      id: l.id, reason: l.reason, amount: l.amount, balanceAfter: l.balanceAfter,
      counterpartName: l.counterpartId === null ? null : (names.people.get(l.counterpartId) ?? null),
      courseId: l.courseId, courseName: l.courseId === null ? null : (names.courses.get(l.courseId) ?? null),
      note: l.note, at: l.at.toISOString(),
    })),
  };
}

export const coinHistory = (deps: AppDeps, actor: Buyer, page: Page) => historyLines(deps, { user: actor.userId }, 'coins', page);

/**
 * The caller's own account, or a company's: their own company's (someone without one has none to
 * read), or — for the chief admin — the one asked for (the ledger's `assertMayRead` decides).
 */
export async function assetHistory(deps: AppDeps, actor: Actor, q: Req<'assetHistory'>) {
  const companyId = q.companyId ?? actor.companyId;
  if (q.holder === 'company' && companyId === null) fail(Errors.notFound);
  const owner: Owner = q.holder === 'company' ? { company: companyId! } : { user: actor.userId };
  assertMayRead(actor, owner);
  return historyLines(deps, owner, q.currency, q);
}

export async function assets(deps: AppDeps, actor: Buyer, now = new Date()) {
  const [own, held, company] = await Promise.all([
    balancesOf(deps.db, { user: actor.userId }),
    repo.heldEntitlements(deps.db, actor.userId, now),
    actor.companyId === null ? null : Promise.all([repo.companyName(deps.db, actor.companyId), balancesOf(deps.db, { company: actor.companyId })]),
  ]);
  return {
    coins: own.coins,
    credits: own.credits,
    company: company && actor.companyId !== null ? { id: actor.companyId, name: company[0] ?? '', coins: company[1].coins, credits: company[1].credits } : null,
    entitlements: held.map((e) => ({ ...e, validUntil: e.validUntil.toISOString() })),
  };
}

/**
 * A lecturer tips a student of a course they run (spec §5, §6: 1 to 50000 yuan, "coins
 * insufficient to tip"): the amount in coins at their shop value, one ledger posting from the
 * lecturer to the student, debited by the ledger's conditional UPDATE so it never overdraws.
 */
export async function tip(deps: AppDeps, actor: Actor, input: Req<'tip'>) {
  const { course } = await accessCourse(deps, actor, input.courseId);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  if (input.userId === actor.userId) failFields([{ path: ['userId'], message: 'validation:notYourself' }]);
  if (!(await findMember(deps.db, course.id, input.userId))) fail(Errors.notFound);
  const coins = coinsFor(input.amountFen);
  const giver = { user: actor.userId };
  return deps.db.transaction(async (tx) => {
    // A caller without a key (older clients) makes every request a new tip.
    const posted = await post(tx, {
      poster: `user:${actor.userId}`, key: input.requestKey ?? randomUUID(), reason: 'tip', courseId: course.id, note: input.note ?? null,
      entries: [
        { owner: giver, currency: 'coins', amount: -coins, counterpartId: input.userId },
        { owner: { user: input.userId }, currency: 'coins', amount: coins, counterpartId: actor.userId },
      ],
    });
    return { coins, balance: balanceAfter(posted, giver, 'coins')! };
  });
}

/**
 * Coins exchanged for a commodity on sale: an order paid wholly in coins, placed by the order
 * service (seats, lines, entitlements, history as any order), so it is born paid and can be refunded
 * like one. The coins asked for are the quote's subtotal; `expectedCoins` refuses a moved price.
 */
export async function exchange(deps: AppDeps, actor: Buyer, input: Req<'exchange'>, kind?: CommodityKind, now = new Date()) {
  // A repeat of an exchange that went through answers with it, whatever changed since (sold out, a new price).
  const done = input.requestKey ? await orders.findByRequestKey(deps.db, actor.userId, input.requestKey) : undefined;
  if (done) return { orderId: done.id, orderNo: done.orderNo, coins: done.coinsUsed, balance: (await balancesOf(deps.db, { user: actor.userId })).coins };
  const found = (await repo.commodityKind(deps.db, input.commodityId)) ?? fail(Errors.commodityNotOnSale);
  // Coins buy what the spec names: reports (presentations) and certificates — the named calls one kind each.
  if (kind ? found !== kind : !EXCHANGEABLE_KINDS.includes(found)) failFields([{ path: ['commodityId'], message: `validation:exchangeKind.${kind ?? 'any'}` }]);
  const lines = [{ commodityId: input.commodityId, quantity: input.quantity }];
  const quote = await trial(deps, actor, { lines, coins: 0, couponId: null }, now);
  const coins = coinsFor(quote.subtotalFen);
  if (input.expectedCoins != null && input.expectedCoins !== coins) fail(Errors.orderPriceChanged);
  const order = await place(deps, actor, { lines, coins, couponId: null, requestKey: input.requestKey, expectedPayableFen: 0 }, now);
  const { coins: balance } = await balancesOf(deps.db, { user: actor.userId });
  return { orderId: order.id, orderNo: order.orderNo, coins: order.coinsUsed, balance };
}

/**
 * The daily check-in (spec §8's header and toast): the first "who am I" of a calendar day (the
 * portal's TIME_ZONE) gives CHECKIN_COINS, once per person and day — the ledger key says so, so
 * concurrent first calls give once. Days already given are remembered per app to skip the database.
 * Answers the coins given now (0: given already, or check-in is off).
 */
const checkedIn = new WeakMap<AppDeps, Set<string>>();

export async function dailyCheckIn(deps: AppDeps, userId: number, log?: Pick<FastifyBaseLogger, 'warn'>, now = new Date()): Promise<number> {
  // A reward, never a reason for "who am I" to fail: a database hiccup here costs the day's coins only until the next load.
  try {
    return await checkIn(deps, userId, now);
  } catch (err) {
    log?.warn({ err, userId }, 'daily check-in failed');
    return 0;
  }
}

async function checkIn(deps: AppDeps, userId: number, now: Date): Promise<number> {
  const coins = deps.config.CHECKIN_COINS;
  if (coins === 0) return 0;
  const key = `${userId}:${dateIn(now, deps.config.TIME_ZONE)}`;
  let seen = checkedIn.get(deps);
  if (!seen) checkedIn.set(deps, (seen = new Set()));
  if (seen.has(key)) return 0;
  const posted = await deps.db.transaction((tx) =>
    post(tx, {
      poster: 'checkin', key, reason: 'checkin',
      entries: [
        { owner: { system: 'checkin' }, currency: 'coins', amount: -coins, counterpartId: userId },
        { owner: { user: userId }, currency: 'coins', amount: coins },
      ],
    }),
  );
  // A day's keys only; yesterday's are dropped when the set grows (it holds at most a day of people).
  if (seen.size > 100_000) seen.clear();
  seen.add(key);
  return posted.replayed ? 0 : coins;
}
