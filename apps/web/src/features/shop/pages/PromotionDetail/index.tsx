import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Result, Select, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { HeldCoupon } from '@sandtable/shared/contracts/promotion';
import { COUPON_STATUSES, type CouponStatus } from '@sandtable/shared/rules/promotion';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PhoneText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { ServerTable } from '../../../../components/ServerTable';
import { useServerTable } from '../../../../lib/serverTable';
import { CouponStatusTag } from '../../components/CouponStatusTag';
import { PhaseTag } from '../../components/PhaseTag';
import { termsText } from '../../shop';
import '../../shop.css';

/** `/promotionDetail?id=` (the chief admin): a promotion's terms and everyone who took it, with each coupon's status. */
export default function PromotionDetailPage() {
  const { t } = useTranslation('shop');
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const promotion = useEndpointQuery(api.promotion.get, { id }, { enabled: id > 0 });
  const table = useServerTable<{ status?: CouponStatus }>({});
  const coupons = useEndpointQuery(api.promotion.coupons, { ...table.request, promotionId: id }, { enabled: id > 0 });
  const [status, setStatus] = useState<CouponStatus | undefined>();
  const back = (
    <Link to="/promotionManage">
      <Button>{t('menu:promotionManage')}</Button>
    </Link>
  );
  if (!id || promotion.isError) return <Result status="404" title={t('promo.notFound')} extra={back} />;
  const p = promotion.data;
  if (!p) return <Skeleton active paragraph={{ rows: 6 }} />;
  const columns: ColumnsType<HeldCoupon> = [
    { key: 'holder', title: t('coupon.holder'), render: (_, c) => c.holder.name },
    { key: 'mobile', title: t('fields:mobile'), render: (_, c) => <PhoneText phone={c.holder.mobile} /> },
    { key: 'status', title: t('order.status'), render: (_, c) => <CouponStatusTag status={c.status} /> },
    { key: 'taken', title: t('coupon.takenAt'), render: (_, c) => <TimeText value={c.createdAt} /> },
  ];
  return (
    <>
      <PageHeading title={p.title} extra={back} />
      <Card className="page-card" data-testid="promotion-detail">
        <div className="stack">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'terms', label: t('promo.terms'), children: termsText({ ...p, amountFen: 0 }, t) },
              { key: 'phase', label: t('promo.phase'), children: <PhaseTag phase={p.phase} /> },
              { key: 'code', label: t('promo.code'), children: <Typography.Text copyable>{p.code}</Typography.Text> },
              { key: 'issued', label: t('promo.issued'), children: p.totalLimit === null ? p.issued : `${p.issued} / ${p.totalLimit}` },
              { key: 'used', label: t('promo.used'), children: p.used },
              { key: 'perUser', label: t('promo.perUser'), children: p.perUserLimit },
              { key: 'dates', label: t('promo.dates'), children: (<><TimeText value={p.effectiveAt} /> – <TimeText value={p.expiresAt} /></>) },
              ...(p.description ? [{ key: 'description', label: t('promo.description'), children: p.description }] : []),
            ]}
          />
          <div className="table-toolbar">
            <Select
              allowClear
              placeholder={t('coupon.allStatuses')}
              aria-label={t('coupon.allStatuses')}
              value={status}
              onChange={(s?: CouponStatus) => {
                setStatus(s);
                table.setFilters({ status: s });
              }}
              options={COUPON_STATUSES.map((s) => ({ value: s, label: t(`couponStatus.${s}`) }))}
            />
          </div>
          <ServerTable<HeldCoupon> query={coupons} table={table} columns={columns} scrollX={600} testId="promotion-coupons" emptyText={t('coupon.noneGiven')} />
        </div>
      </Card>
    </>
  );
}
