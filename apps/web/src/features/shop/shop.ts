import type { Commodity } from '@sandtable/shared/contracts/commodity';
import type { Locale } from '@sandtable/shared/i18n/locales';
import type { TFunction } from 'i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Coupon } from '@sandtable/shared/contracts/promotion';
import { formatYuan } from '@sandtable/shared/format/money';

/** A commodity's (or an order line's) name in the reader's language. */
export const nameOf = (c: Pick<Commodity, 'nameZh' | 'nameEn'>, locale: Locale) => (locale === 'en-US' ? c.nameEn : c.nameZh);

/** What the order pages read again after an order changes. */
export const ORDER_VIEWS = [api.order.select, api.order.get] as const;

/** A commodity's page (spec `/toolList-details/{id}`) and where buying it starts. */
export const commodityPath = (id: number) => `/toolList-details/${id}`;
export const placePath = (commodityId: number, quantity = 1) => `/orderPlace?commodityId=${commodityId}&quantity=${quantity}`;
export const orderPath = (id: number) => `/orderdetail/${id}`;
/** Who holds a promotion's coupons (the admin's). */
export const promotionPath = (id: number) => `/promotionDetail?id=${id}`;

/** What the promotion and coupon pages read again after one is made, taken or sent. */
export const PROMOTION_VIEWS = [api.promotion.select, api.promotion.get, api.promotion.coupons, api.promotion.mine] as const;

type Terms = Pick<Coupon, 'kind' | 'thresholdFen' | 'reductionFen' | 'percentOff' | 'capFen' | 'amountFen'>;

/** A coupon's (or a promotion's) terms in a phrase: "¥20.00 off orders from ¥100.00", "15% off, up to ¥30.00", "¥8.88 off". */
export function termsText(c: Terms, t: TFunction): string {
  const from = c.thresholdFen > 0 ? t('shop:coupon.from', { amount: formatYuan(c.thresholdFen) }) : '';
  switch (c.kind) {
    case 'threshold':
      return t('shop:coupon.threshold', { reduction: formatYuan(c.reductionFen), threshold: formatYuan(c.thresholdFen) });
    case 'percentage':
      return `${t('shop:coupon.percentage', { percent: c.percentOff, cap: formatYuan(c.capFen) })}${from}`;
    case 'voucher':
      return t('shop:coupon.voucher', { amount: formatYuan(c.amountFen) });
  }
}
