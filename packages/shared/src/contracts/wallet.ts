import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema, pageRequestSchema, pageSchema, requestKeySchema } from './common';
import { POSTING_REASONS } from './ledger';
import { COMMODITY_KINDS } from '../rules/commodity';
import { TIP_YUAN } from '../rules/constants';
import { TEXT_MAX } from '../rules/limits';
import { courseDetailSchema } from './courses';

/**
 * A person's coins and assets (spec §7 `/user/integral/*`, `/user/asset/*`; docs/decisions/commerce.md
 * "Coins and assets"): balances and history on the ledger, what they bought (entitlements), tips,
 * and exchanges of coins for the shop's reports and certificates.
 */

/** One line of a ledger history as a person reads it: who was on the other side, which course. */
export const walletLineSchema = z.object({
  id: z.number().int(),
  reason: z.enum(POSTING_REASONS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  counterpartName: z.string().nullable(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type WalletLine = z.infer<typeof walletLineSchema>;

/** What a paid order line gives its buyer: units still held, until when. */
export const entitlementSchema = z.object({
  id: z.number().int(),
  commodityId: z.number().int(),
  kind: z.enum(COMMODITY_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  quantity: z.number().int(),
  validUntil: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const assetsSchema = z.object({
  coins: z.number().int(),
  /** Course credits (seats) held by the person themselves. */
  credits: z.number().int(),
  /** The person's company's balances, when they belong to one. */
  company: z.object({ id: z.number().int(), name: z.string(), coins: z.number().int(), credits: z.number().int() }).nullable(),
  entitlements: z.array(entitlementSchema),
});
export type Assets = z.infer<typeof assetsSchema>;

/** Whose account a history is read from: the caller's own, or their company's. */
export const ASSET_HOLDERS = ['me', 'company'] as const;

/** A tip in yuan: 1 to 50000 (spec §5, §9), up to fen; paid in coins at their shop value. */
const tipFen = z.coerce
  .number()
  .int()
  .min(TIP_YUAN.min * 100, { message: 'validation:tipRange' })
  .max(TIP_YUAN.max * 100, { message: 'validation:tipRange' });

const exchangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/asset/exchange.json',
  access: 'order:place',
  request: z.object({
    commodityId: idSchema,
    quantity: z.coerce.number().int().min(1).max(100).default(1),
    /** The coins the person was shown; the exchange is refused if the price moved since. */
    expectedCoins: z.coerce.number().int().min(0).nullish(),
    requestKey: requestKeySchema,
  }),
  response: z.object({ orderId: z.number().int(), orderNo: z.string(), coins: z.number().int(), balance: z.number().int() }),
  summary: 'Exchange coins for a commodity on sale (an order paid wholly in coins); a repeated requestKey exchanges once',
  tag: 'wallet',
});

export const walletEndpoints = {
  coinValue: defineEndpoint({
    method: 'POST',
    path: '/user/integral/getIntegralValue.json',
    access: 'portal:use',
    request: z.object({}),
    response: z.object({ valueFen: z.number().int(), tipYuan: z.object({ min: z.number().int(), max: z.number().int() }), checkinCoins: z.number().int() }),
    summary: 'What a coin is worth in fen, the tip range in yuan and the daily check-in reward',
    tag: 'wallet',
  }),
  coinHistory: defineEndpoint({
    method: 'POST',
    path: '/user/integral/select.json',
    access: 'portal:use',
    request: pageRequestSchema,
    response: pageSchema(walletLineSchema),
    summary: 'The caller’s coin history, newest first',
    tag: 'wallet',
  }),
  assets: defineEndpoint({
    method: 'POST',
    path: '/user/asset/select.json',
    access: 'portal:use',
    request: z.object({}),
    response: assetsSchema,
    summary: 'The caller’s coins, course credits (own and their company’s) and what they bought, still valid',
    tag: 'wallet',
  }),
  assetHistory: defineEndpoint({
    method: 'POST',
    path: '/user/asset/selectHis.json',
    access: 'portal:use',
    request: pageRequestSchema.extend({
      currency: z.enum(['coins', 'credits']),
      holder: z.enum(ASSET_HOLDERS).default('me'),
      /** With holder `company`: which company (the chief admin's choice; anyone else may read only their own). */
      companyId: idSchema.optional(),
    }),
    response: pageSchema(walletLineSchema),
    summary: 'The history of the caller’s (or a company’s: their own, or any for the chief admin) coins or course credits, newest first',
    tag: 'wallet',
  }),
  tip: defineEndpoint({
    method: 'POST',
    path: '/user/asset/give.json',
    access: 'coin:give',
    request: z.object({
      courseId: idSchema,
      userId: idSchema,
      amountFen: tipFen,
      note: z.multiline().trim().max(TEXT_MAX.rewardNote).nullish(),
      requestKey: requestKeySchema,
    }),
    response: z.object({ coins: z.number().int(), balance: z.number().int() }),
    summary: `A lecturer tips a student of a course they run: ${TIP_YUAN.min}–${TIP_YUAN.max} yuan, paid in coins; a repeated requestKey tips once`,
    tag: 'wallet',
  }),
  useCredits: defineEndpoint({
    method: 'POST',
    path: '/user/asset/use.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema }),
    response: courseDetailSchema,
    summary: 'Pay the seats of a course one manages with course credits (its company’s, else the creator’s), before it begins; once',
    tag: 'wallet',
  }),
  exchange: exchangeEndpoint,
  // The spec's two named exchanges: the same call, held to one kind of commodity (EXCHANGE_KINDS).
  exchangePresentation: defineEndpoint({ ...exchangeEndpoint, path: '/user/asset/exchangePresentation.json', summary: 'Exchange coins for a report (presentation)' }),
  exchangeCertificate: defineEndpoint({ ...exchangeEndpoint, path: '/user/asset/exchangeCertificate.json', summary: 'Exchange coins for a certificate' }),
};

/** The kind of commodity each named exchange is held to. */
export const EXCHANGE_KINDS = { exchangePresentation: 'report', exchangeCertificate: 'certificate' } as const;
