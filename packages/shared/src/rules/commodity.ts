import { z } from '../contracts/zod';
import { dateTimeSchema } from './course';

/** What the shop sells (spec §1, §3 "Commodity"). */
export const COMMODITY_KINDS = ['course', 'report', 'certificate', 'tool'] as const;
export type CommodityKind = (typeof COMMODITY_KINDS)[number];

/** Bounds of a commodity's fields (spec §5: image, stock, validity and price are required). */
export const COMMODITY_LIMITS = {
  nameZh: 60,
  nameEn: 120,
  description: 2000,
  /** Integer fen: up to 1 000 000 yuan. */
  priceFen: { min: 0, max: 100_000_000 },
  stock: { min: 0, max: 1_000_000 },
  validityMonths: { min: 1, max: 120 },
} as const;

/** An uploaded picture (`/files/<id>`) or one of the portal's own (`/images/shop/<name>.svg|png|jpg`). */
export const commodityImageSchema = z
  .string()
  .trim()
  .regex(/^(\/files\/[\w-]+|\/images\/shop\/[\w-]+\.(svg|png|jpg))$/, { message: 'validation:commodityImage' });

/**
 * The fields the chief admin fills in (spec §5): every one required; `stock` null means unlimited;
 * `shelfOffAt` null means on the shelf until taken off. The shelf-off time is not before the
 * shelf-on time.
 */
export const commodityFieldsSchema = z.object({
  kind: z.enum(COMMODITY_KINDS),
  nameZh: z.string().trim().min(1).max(COMMODITY_LIMITS.nameZh),
  nameEn: z.string().trim().min(1).max(COMMODITY_LIMITS.nameEn),
  description: z.multiline().trim().max(COMMODITY_LIMITS.description).default(''),
  imageUrl: commodityImageSchema,
  priceFen: z.coerce.number().int().min(COMMODITY_LIMITS.priceFen.min).max(COMMODITY_LIMITS.priceFen.max),
  stock: z.coerce.number().int().min(COMMODITY_LIMITS.stock.min).max(COMMODITY_LIMITS.stock.max).nullable(),
  validityMonths: z.coerce.number().int().min(COMMODITY_LIMITS.validityMonths.min).max(COMMODITY_LIMITS.validityMonths.max),
  /** A course commodity may sell seats of one open session: paying enrols the buyer. */
  courseId: z.coerce.number().int().positive().nullish(),
  shelfOnAt: dateTimeSchema,
  shelfOffAt: dateTimeSchema.nullable(),
});

/** Only a course commodity sells seats of a course. */
export function courseOnlyForCourses(c: { kind: CommodityKind; courseId?: number | null }, ctx: z.RefinementCtx): void {
  if (c.courseId != null && c.kind !== 'course') ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'validation:commodityCourseKind' });
}

/** Spec §5: the shelf-off time is not before the shelf-on time. */
export function shelfTimesInOrder(c: { shelfOnAt: string; shelfOffAt: string | null }, ctx: z.RefinementCtx): void {
  if (c.shelfOffAt !== null && Date.parse(c.shelfOffAt) < Date.parse(c.shelfOnAt)) {
    ctx.addIssue({ code: 'custom', path: ['shelfOffAt'], message: 'validation:shelfOffBeforeShelfOn' });
  }
}

/** The shop's orders (spec: sort by price or newest). */
export const COMMODITY_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
