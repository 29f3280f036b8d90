import { z } from './zod';
import { PAGE_SIZE } from '../rules/limits';

/** Every list pages server-side (DESIGN §3): pageNum from 1, pageSize up to 100. */
export const pageRequestSchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });
}

export const idSchema = z.coerce.number().int().positive();
/** A client's key for one submission (one per opening of a dialog or page): submitting twice with it acts once. */
export const requestKeySchema = z.string().trim().min(8).max(64).regex(/^[\w-]+$/).nullish();
export const okSchema = z.object({});
/** The language a file is made in (a PDF, a spreadsheet, a zip of them): ?lang=zh|en. */
export const fileLangSchema = z.enum(['zh', 'en'], { message: 'validation:invalid_value' });

/** A text in both of the portal's languages (a scenario's title, an item's name), as engines define them. */
export const bilingualSchema = z.object({ zh: z.string(), en: z.string() });
