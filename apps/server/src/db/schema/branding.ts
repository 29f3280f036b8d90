import { pgTable, text } from 'drizzle-orm/pg-core';

/** Partner branding, picked by the first label of the request's host name (spec §1). */
export const brandings = pgTable('brandings', {
  key: text('key').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color').notNull(),
});
