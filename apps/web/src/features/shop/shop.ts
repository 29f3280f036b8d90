import type { Commodity } from '@sandtable/shared/contracts/commodity';
import type { Locale } from '@sandtable/shared/i18n/locales';
import { api } from '@sandtable/shared/contracts/index';

/** A commodity's (or an order line's) name in the reader's language. */
export const nameOf = (c: Pick<Commodity, 'nameZh' | 'nameEn'>, locale: Locale) => (locale === 'en-US' ? c.nameEn : c.nameZh);

/** What the order pages read again after an order changes. */
export const ORDER_VIEWS = [api.order.select, api.order.get] as const;

/** A commodity's page (spec `/toolList-details/{id}`) and where buying it starts. */
export const commodityPath = (id: number) => `/toolList-details/${id}`;
export const placePath = (commodityId: number, quantity = 1) => `/orderPlace?commodityId=${commodityId}&quantity=${quantity}`;
export const orderPath = (id: number) => `/orderdetail/${id}`;
