import { pgTable, integer, text, timestamp, index, uniqueIndex, jsonb, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { COMMODITY_STATUSES } from '@sandtable/shared/machines/shop';
import { COMMODITY_KINDS } from '@sandtable/shared/rules/commodity';
import { users } from './accounts';
import { courses } from './courses';
import { statusMoveColumns } from './history';

/**
 * The catalogue (docs/decisions/commerce.md): what the shop sells. Money in integer fen. `stock`
 * is the seats left (null: unlimited); orders will take seats with a conditional UPDATE, and the
 * CHECK is the last line should code ever write otherwise.
 */
export const commodities = pgTable(
  'commodities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: COMMODITY_KINDS }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock'),
    validityMonths: integer('validity_months').notNull(),
    /** A seat in this open session: paying for it enrols the buyer (a course commodity only; one commodity per course). */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    shelfOnAt: timestamp('shelf_on_at', { withTimezone: true }).notNull(),
    shelfOffAt: timestamp('shelf_off_at', { withTimezone: true }),
    status: text('status', { enum: COMMODITY_STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commodities_shelf_idx').on(t.status, t.shelfOnAt),
    uniqueIndex('commodities_course_idx').on(t.courseId).where(sql`${t.courseId} IS NOT NULL`),
    check('commodities_course_kind_check', sql`${t.courseId} IS NULL OR ${t.kind} = 'course'`),
    check('commodities_price_check', sql`${t.priceFen} >= 0`),
    check('commodities_stock_check', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('commodities_validity_check', sql`${t.validityMonths} >= 1`),
    check('commodities_shelf_times_check', sql`${t.shelfOffAt} IS NULL OR ${t.shelfOffAt} >= ${t.shelfOnAt}`),
  ],
);

/**
 * Every change of a commodity: its creation, each edit (with the fields it had before) and each
 * shelf move (through the transition helper).
 */
export const commodityHistory = pgTable(
  'commodity_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    ...statusMoveColumns(COMMODITY_STATUSES),
    /** An edit's fields before it. */
    before: jsonb('before'),
  },
  (t) => [index('commodity_history_commodity_idx').on(t.commodityId, t.at)],
);
