import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Card, Empty, Form, Input, List, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { promotionEndpoints } from '@sandtable/shared/contracts/promotion';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { COUPON_STATUSES, PROMOTION_LIMITS, type CouponStatus } from '@sandtable/shared/rules/promotion';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { formFailure, zodRule } from '../../../../lib/forms';
import { CouponStatusTag } from '../../components/CouponStatusTag';
import { orderPath, PROMOTION_VIEWS, termsText } from '../../shop';
import '../../shop.css';

const PAGE_SIZE = 10;

/**
 * `/promotionList`: the person's coupons and red envelopes, newest first, by status (spec §3:
 * unused, used, expired), and where a promotion's code is typed to take it. A coupon is used by
 * choosing it when placing an order.
 */
export default function PromotionListPage() {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const [status, setStatus] = useState<CouponStatus | undefined>();
  const [page, setPage] = useState(1);
  const coupons = useEndpointQuery(api.promotion.mine, { pageNum: page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const redeem = useEndpointMutation(api.promotion.redeem, { invalidates: PROMOTION_VIEWS });
  const [form] = Form.useForm<{ code: string }>();
  const take = async ({ code }: { code: string }) => {
    try {
      const coupon = await redeem.mutateAsync({ code });
      void message.success(t('coupon.taken', { title: coupon.title }));
      form.resetFields();
    } catch (error) {
      const text = formFailure(form, error, Object.fromEntries([Errors.codeNotFound, Errors.codeFull, Errors.codeUsedUp, Errors.codeExpired, Errors.promotionNotStarted].map((e) => [e.code, 'code'])));
      if (text) void message.error(text);
    }
  };
  return (
    <>
      <PageHeading title={t('menu:promotionList')} lead={t('coupon.lead')} />
      <Card className="page-card">
        <Form form={form} layout="inline" onFinish={(v) => void take(v)} className="shop-redeem" data-testid="coupon-redeem">
          <Form.Item name="code" label={t('coupon.code')} rules={[zodRule(promotionEndpoints.redeem.request.shape.code, 'code')]}>
            <Input maxLength={PROMOTION_LIMITS.code.max} autoComplete="off" placeholder={t('coupon.codePlaceholder')} data-testid="coupon-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={redeem.isPending} data-testid="coupon-take">
            {t('coupon.take')}
          </Button>
        </Form>
        <div className="table-toolbar">
          <Select allowClear placeholder={t('coupon.allStatuses')} aria-label={t('coupon.allStatuses')} value={status} onChange={(s?: CouponStatus) => (setStatus(s), setPage(1))} options={COUPON_STATUSES.map((s) => ({ value: s, label: t(`couponStatus.${s}`) }))} data-testid="coupon-status-filter" />
        </div>
        <List
          loading={coupons.isFetching}
          dataSource={coupons.data?.list}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={status ? t('coupon.noMatch') : t('coupon.empty')} /> }}
          pagination={coupons.data && coupons.data.total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: coupons.data.total, onChange: setPage } : false}
          data-testid="coupons"
          renderItem={(c) => (
            <List.Item data-testid="coupon" extra={<CouponStatusTag status={c.status} />}>
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <span>{c.title}</span>
                    <Typography.Text type="secondary">{t(`coupon.source.${c.source}`)}</Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <div className="shop-coupon__terms">{termsText(c, t)}</div>
                    <div>
                      {t('coupon.valid')} <TimeText value={c.effectiveAt} /> – <TimeText value={c.expiresAt} />
                      {c.orderId && (
                        <>
                          {' · '}
                          <Link to={orderPath(c.orderId)}>{t('coupon.usedOn')}</Link>
                        </>
                      )}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
