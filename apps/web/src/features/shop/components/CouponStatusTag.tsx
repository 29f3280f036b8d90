import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CouponStatus } from '@sandtable/shared/rules/promotion';

const COLOURS: Record<CouponStatus, string> = { unused: 'green', used: 'default', expired: 'orange' };

/** A coupon's status in the spec's words (spec §3: unused, used, expired). */
export function CouponStatusTag({ status }: { status: CouponStatus }) {
  const { t } = useTranslation('shop');
  return (
    <Tag color={COLOURS[status]} data-testid="coupon-status" data-status={status}>
      {t(`couponStatus.${status}`)}
    </Tag>
  );
}
