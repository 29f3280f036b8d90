// The catalogue's use cases (docs/decisions/commerce.md): the shop (what is on sale at `now`, a
// parameter that defaults to the wall clock, as the project's other services take time), and the chief admin's management. Every change is one transaction with its
// history row; shelf moves go through the transition helper.
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { commodityEndpoints, Commodity, ManagedCommodity, SaleLine } from '@sandtable/shared/contracts/commodity';
import { FILE_PATHS } from '@sandtable/shared/contracts/people';
import { UPLOAD_RULES } from '@sandtable/shared/rules/uploads';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import { storedFile } from '../files';
import * as repo from './commodity.repo';
import { isUniqueViolation } from '../../db/errors';
import { findCourse } from '../courses';
import * as orders from './order.repo';
import { refundedUnits } from './refund.repo';

type Req<K extends keyof typeof commodityEndpoints> = z.output<(typeof commodityEndpoints)[K]['request']>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function present(r: repo.CommodityRow & { courseName?: string | null }): Commodity {
  return {
    id: r.id, kind: r.kind, nameZh: r.nameZh, nameEn: r.nameEn, description: r.description, imageUrl: r.imageUrl,
    priceFen: r.priceFen, stock: r.stock, validityMonths: r.validityMonths, courseId: r.courseId, courseName: r.courseName ?? null,
    shelfOnAt: r.shelfOnAt.toISOString(), shelfOffAt: iso(r.shelfOffAt), createdAt: r.createdAt.toISOString(),
  };
}

/** `onSale` comes from the database, by the same condition the shop lists by (repo.onSaleAt). */
function presentManaged(r: repo.ManagedRow): ManagedCommodity {
  return { ...present(r), status: r.status, onSale: r.onSale, updatedAt: r.updatedAt.toISOString() };
}

// ---------------------------------------------------------------- the shop

export async function shopList(deps: AppDeps, q: Req<'select'>, now = new Date()) {
  const { rows, total } = await repo.listCommodities(deps.db, { ...q, now, onSaleOnly: true });
  return { list: rows.map(present), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A commodity on sale now; anything else (a draft, shelved off, outside its times) is not found. */
export async function shopDetail(deps: AppDeps, id: number, now = new Date()): Promise<Commodity> {
  const row = (await repo.findCommodity(deps.db, id, repo.onSaleAt(now))) ?? fail(Errors.notFound);
  return present(row);
}

// ---------------------------------------------------------------- management (chief admin)

function valuesOf(input: Req<'save'>): repo.CommodityValues {
  return {
    kind: input.kind, nameZh: input.nameZh, nameEn: input.nameEn, description: input.description, imageUrl: input.imageUrl,
    priceFen: input.priceFen, stock: input.stock, validityMonths: input.validityMonths, courseId: input.courseId ?? null,
    shelfOnAt: new Date(input.shelfOnAt), shelfOffAt: input.shelfOffAt === null ? null : new Date(input.shelfOffAt),
  };
}

/**
 * An uploaded picture must be there and be one the shop's upload made: the schema checks only the
 * URL's shape, and a mistyped or foreign id (an import's spreadsheet, someone's avatar) must not show.
 */
async function checkPicture(deps: AppDeps, imageUrl: string): Promise<void> {
  if (!imageUrl.startsWith(FILE_PATHS.files)) return;
  const file = await storedFile(deps, imageUrl.slice(FILE_PATHS.files.length));
  if (!file || file.kind !== 'commodity' || !UPLOAD_RULES.commodity.mimes.includes(file.mime)) failFields([{ path: ['imageUrl'], message: 'validation:commodityImageFile' }]);
}

/** Without an id: a new commodity, a draft. With one: the edit, its former fields kept in the history. */
export async function save(deps: AppDeps, actor: Actor, input: Req<'save'>, now = new Date()): Promise<ManagedCommodity> {
  await checkPicture(deps, input.imageUrl);
  const values = valuesOf(input);
  // Seats are sold of open sessions only (the ones people sign up for by themselves), by one item each.
  if (input.courseId != null) {
    if ((await findCourse(deps.db, input.courseId))?.kind !== 'open') failFields([{ path: ['courseId'], message: 'validation:commodityCourse' }]);
    if (await repo.courseSoldBy(deps.db, input.courseId, input.id)) failFields([{ path: ['courseId'], message: 'validation:commodityCourseTaken' }]);
  }
  const write = () =>
    deps.db.transaction(async (tx) => {
      if (input.id === undefined) {
        const made = await repo.insertCommodity(tx, values, actor.userId);
        await created(tx, repo.commodityLifecycle, made.id, actor.userId);
        return made;
      }
      const edited = (await repo.updateCommodity(tx, input.id, values)) ?? fail(Errors.notFound);
      const { id: _id, createdAt: _createdAt, ...before } = present(edited.before);
      await repo.recordEdit(tx, edited.after, actor.userId, before);
      return edited.after;
    });
  // Two saves linking one session at once: the unique index decides, answered on the field.
  const row = await write().catch((err: unknown) => (isUniqueViolation(err, 'commodities_course_idx') ? failFields([{ path: ['courseId'], message: 'validation:commodityCourseTaken' }]) : Promise.reject(err)));
  return presentManaged((await repo.findManaged(deps.db, row.id, now))!);
}

/** Shelve or unshelve; shelving needs a shelf-off time still ahead (else it could never be sold). */
export async function shelf(deps: AppDeps, actor: Actor, input: Req<'shelf'>, now = new Date()): Promise<ManagedCommodity> {
  const row = await deps.db.transaction(async (tx) => {
    const current = (await repo.findCommodity(tx, input.id)) ?? fail(Errors.notFound);
    if (input.action === 'shelve' && current.shelfOffAt !== null && current.shelfOffAt <= now) {
      failFields([{ path: ['shelfOffAt'], message: 'validation:shelfOffPassed' }]);
    }
    const moved = input.action === 'shelve'
      ? await transition(tx, repo.commodityLifecycle, input.id, { event: 'shelve', to: 'on_shelf', actorId: actor.userId, set: { updatedAt: now } })
      : await transition(tx, repo.commodityLifecycle, input.id, { event: 'unshelve', to: 'off_shelf', actorId: actor.userId, set: { updatedAt: now } });
    return moved.ok ? moved.row : fail(moved.refusal);
  });
  return presentManaged((await repo.findManaged(deps.db, row.id, now))!);
}

export async function manageList(deps: AppDeps, q: Req<'manage'>, now = new Date()) {
  const { rows, total } = await repo.listCommodities(deps.db, { ...q, now, sort: 'newest' });
  return { list: rows.map(presentManaged), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function history(deps: AppDeps, id: number) {
  if (!(await repo.findCommodity(deps.db, id))) fail(Errors.notFound);
  const rows = await repo.historyOf(deps.db, id);
  return { list: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

/**
 * A commodity's sales (spec §7 saleDetail.json), summed from its order lines as they are — the
 * catalogue keeps no sales counter — and its lines page by page. Refunded units per line are the
 * refunds that succeeded, as the buyer's order shows them.
 */
export async function saleDetail(deps: AppDeps, q: Req<'saleDetail'>) {
  if (!(await repo.findCommodity(deps.db, q.id))) fail(Errors.notFound);
  const [summary, { rows, total }] = await Promise.all([orders.salesSummary(deps.db, q.id), orders.saleLines(deps.db, { ...q, commodityId: q.id })]);
  const refunded = await refundedUnits(deps.db, rows.map((r) => r.orderId));
  const list = rows.map(({ lineId, createdAt, paidAt, ...r }): SaleLine => ({ ...r, refundedQuantity: refunded.get(lineId) ?? 0, createdAt: createdAt.toISOString(), paidAt: iso(paidAt) }));
  return { summary, list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}
