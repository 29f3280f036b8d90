import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema, pageRequestSchema, pageSchema } from './common';
import { COMMODITY_KINDS, COMMODITY_SORTS, commodityFieldsSchema, courseOnlyForCourses, shelfTimesInOrder } from '../rules/commodity';
import { COMMODITY_STATUSES, ORDER_STATUSES } from '../machines/shop';
import { TEXT_MAX } from '../rules/limits';

/** A commodity as the shop shows it: both names (the web picks by language), money in fen. */
export const commoditySchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMMODITY_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  priceFen: z.number().int(),
  /** Seats left; null: unlimited. */
  stock: z.number().int().nullable(),
  validityMonths: z.number().int(),
  /** The open session whose seats it sells (paying enrols the buyer), with its name. */
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  shelfOnAt: z.string(),
  shelfOffAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Commodity = z.infer<typeof commoditySchema>;

/** What the chief admin sees besides: the status and when it last changed. */
export const managedCommoditySchema = commoditySchema.extend({
  status: z.enum(COMMODITY_STATUSES),
  /** On the shelf and within its shelf times now: the shop shows it. */
  onSale: z.boolean(),
  updatedAt: z.string(),
});
export type ManagedCommodity = z.infer<typeof managedCommoditySchema>;

export const commodityHistorySchema = z.object({
  event: z.string(),
  fromStatus: z.enum(COMMODITY_STATUSES).nullable(),
  toStatus: z.enum(COMMODITY_STATUSES),
  actorId: z.number().int().nullable(),
  at: z.string(),
});

const keyword = z.string().trim().max(TEXT_MAX.keyword).optional();

/**
 * A commodity's sales, summed from its order lines (no counter is kept: docs/decisions/commerce.md).
 * Sold: lines of orders whose payment the shop kept (SOLD_ORDER_STATUSES); refunded: units and
 * money of those lines paid back; waiting: units in orders not paid yet. Amounts in fen.
 */
export const saleSummarySchema = z.object({
  ordersPaid: z.number().int(),
  unitsSold: z.number().int(),
  unitsRefunded: z.number().int(),
  amountPaidFen: z.number().int(),
  amountRefundedFen: z.number().int(),
  unitsWaiting: z.number().int(),
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

/** One order line of the commodity, with its order and buyer. */
export const saleLineSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  lineNo: z.number().int(),
  buyer: z.object({ name: z.string(), mobile: z.string().nullable() }),
  quantity: z.number().int(),
  /** Units refunded so far (refunds that succeeded). */
  refundedQuantity: z.number().int(),
  /** What the line cost its buyer in money (after discounts and coins). */
  payableFen: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

/** The uploads of the catalogue (multipart, outside the JSON endpoints). */
export const COMMODITY_FILE_PATHS = {
  /** POST multipart `file` (JPG/PNG/WebP ≤ 2 MB), chief admin -> envelope body = { url } (`/files/<id>`). */
  picture: '/transaction/commodity/uploadPicture.json',
} as const;

export const commodityEndpoints = {
  select: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/select.json',
    access: 'public',
    request: pageRequestSchema.extend({ keyword, kind: z.enum(COMMODITY_KINDS).optional(), courseId: idSchema.optional(), sort: z.enum(COMMODITY_SORTS).default('newest') }),
    response: pageSchema(commoditySchema),
    summary: 'The shop: commodities on the shelf now (keyword, kind, sort by newest or price)',
    tag: 'shop',
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/get.json',
    access: 'public',
    request: z.object({ id: idSchema }),
    response: commoditySchema,
    summary: 'One commodity on the shelf now (anything else reads as not found)',
    tag: 'shop',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/save.json',
    access: 'shop:manage',
    request: commodityFieldsSchema
      .extend({ id: idSchema.optional() })
      .superRefine(shelfTimesInOrder)
      .superRefine(courseOnlyForCourses),
    response: managedCommoditySchema,
    summary: 'Create a commodity (a draft) or, with an id, edit one (chief admin)',
    tag: 'shop',
  }),
  shelf: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/shelf.json',
    access: 'shop:manage',
    request: z.object({ id: idSchema, action: z.enum(['shelve', 'unshelve']) }),
    response: managedCommoditySchema,
    summary: 'Put a commodity on the shelf or take it off (chief admin)',
    tag: 'shop',
  }),
  manage: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/manage.json',
    access: 'shop:manage',
    request: pageRequestSchema.extend({ keyword, kind: z.enum(COMMODITY_KINDS).optional(), status: z.enum(COMMODITY_STATUSES).optional() }),
    response: pageSchema(managedCommoditySchema),
    summary: 'Every commodity, drafts and shelved-off ones too, newest first (/shopmanage; chief admin)',
    tag: 'shop',
  }),
  history: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/history.json',
    access: 'shop:manage',
    request: z.object({ id: idSchema }),
    response: z.object({ list: z.array(commodityHistorySchema) }),
    summary: 'A commodity’s changes: created, edited, shelved, unshelved (chief admin)',
    tag: 'shop',
  }),
  saleDetail: defineEndpoint({
    method: 'POST',
    path: '/transaction/commodity/saleDetail.json',
    access: 'shop:manage',
    request: pageRequestSchema.extend({
      id: idSchema,
      status: z.enum(ORDER_STATUSES).optional(),
      /** An order number, or a buyer's name or mobile (part of it). */
      q: keyword,
    }),
    // The summary is of all the commodity's orders; the filters narrow the list only.
    response: pageSchema(saleLineSchema).extend({ summary: saleSummarySchema }),
    summary: 'A commodity’s sales: what was sold, refunded and is waiting, and its order lines, newest first (chief admin)',
    tag: 'shop',
  }),
};
