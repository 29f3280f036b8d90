import { useEffect, useState } from 'react';
import { App, Button, Card, Descriptions, Drawer, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { refundNoteSchema, type ManagedOrder } from '@sandtable/shared/contracts/order';
import type { OrderStatus } from '@sandtable/shared/machines/shop';
import { formatYuan } from '@sandtable/shared/format/money';
import { listOf } from '@sandtable/shared/format/list';
import { REFUND_LIMITS } from '@sandtable/shared/rules/refund';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { FormModal } from '../../../../components/FormDialog';
import { MoneyText, PhoneText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { ServerTable } from '../../../../components/ServerTable';
import { useLocale } from '../../../../i18n/useLocale';
import { failureText, zodRule } from '../../../../lib/forms';
import { usePinnedColumns, useServerTable } from '../../../../lib/serverTable';
import { useDebounced } from '../../../../lib/useDebounced';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { OrderLines } from '../../components/OrderLines';
import { OrderRefunds } from '../../components/OrderRefunds';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { ContractLinks } from '../../components/ContractLinks';
import { nameOf } from '../../shop';
import '../../shop.css';
import { OrderSearchBar } from '../../components/OrderSearchBar';

/** What the admin's page reads again after a decision. */
const MANAGED_VIEWS = [api.order.manage] as const;

/**
 * `/payment/list`: every order, newest first, searchable by number or buyer and by status; an order
 * opens in a drawer with its lines, amounts and refunds, where the admin approves or rejects a
 * refund request (each asks for confirmation; a rejection says why) or retries a failed refund.
 */
export default function PaymentListPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const pinned = usePinnedColumns();
  const table = useServerTable<{ q: string; status?: OrderStatus }>({ q: '' });
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ q }), [setFilters, q]);
  const orders = useEndpointQuery(api.order.manage, table.request);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = orders.data?.list.find((o) => o.id === openId) ?? null;

  const columns: ColumnsType<ManagedOrder> = [
    { key: 'no', title: t('order.no'), fixed: pinned.left, width: 250, className: 'nowrap tabular', render: (_, o) => o.orderNo },
    {
      key: 'buyer',
      title: t('orderAdmin.buyer'),
      width: 200,
      render: (_, o) => (
        <>
          {o.buyer.name}
          <Typography.Text type="secondary" className="shop-buyer__meta">
            {o.buyer.mobile && <PhoneText phone={o.buyer.mobile} />}
            {o.buyer.companyName && ` · ${o.buyer.companyName}`}
          </Typography.Text>
        </>
      ),
    },
    { key: 'items', title: t('order.lines'), render: (_, o) => listOf(o.lines.map((l) => `${nameOf(l, locale)} × ${l.quantity}`), locale) },
    { key: 'payable', title: t('place.payable'), align: 'right', className: 'nowrap', render: (_, o) => <MoneyText fen={o.payableFen} /> },
    { key: 'status', title: t('order.status'), render: (_, o) => <OrderStatusTag status={o.status} /> },
    { key: 'created', title: t('order.createdAt'), className: 'nowrap', render: (_, o) => <TimeText value={o.createdAt} /> },
    {
      key: 'actions',
      title: t('orderAdmin.actions'),
      fixed: pinned.right,
      render: (_, o) => (
        <Button size="small" type={o.adminActions.length ? 'primary' : 'default'} onClick={() => setOpenId(o.id)} data-testid={`manage-open-${o.orderNo}`}>
          {o.adminActions.length ? t('orderAdmin.review') : t('order.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('menu:paymentList')} lead={t('orderAdmin.lead')} />
      <Card className="page-card">
        <OrderSearchBar typed={typed} onType={setTyped} status={table.state.filters.status} onStatus={(status) => setFilters({ status })} testId="manage" />
        <ServerTable<ManagedOrder> query={orders} table={table} columns={columns} scrollX={1000} testId="manage-orders" emptyText={q || table.state.filters.status ? t('orderAdmin.noMatch') : t('orderAdmin.empty')} />
      </Card>
      <ManagedOrderDrawer order={open} onClose={() => setOpenId(null)} />
    </>
  );
}

/** One order for the admin: its buyer, lines, amounts and refunds, and the decision on an open refund. */
function ManagedOrderDrawer({ order, onClose }: { order: ManagedOrder | null; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const { modal, message } = App.useApp();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const review = useEndpointMutation(api.order.review, { invalidates: MANAGED_VIEWS });
  const retry = useEndpointMutation(api.order.retryRefund, { invalidates: MANAGED_VIEWS });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ note: string }>();
  const open = order?.refunds.find((r) => r.status === 'pending_review' || r.status === 'failed');
  const report = (done: string) => (result: ManagedOrder) => {
    const refund = result.refunds.find((r) => r.id === open?.id);
    if (refund?.status === 'failed') void message.error(t('orderAdmin.failedNow', { state: refund.failure ?? '' }));
    else void message.success(done);
  };
  const failed = (error: unknown) => {
    const text = failureText(error);
    if (text) void message.error(text);
  };
  const confirmApprove = () =>
    open &&
    order &&
    modal.confirm({
      title: t('orderAdmin.approve'),
      content: t('orderAdmin.approveConfirm', { amount: formatYuan(open.amountFen), name: order.buyer.name }),
      okText: t('orderAdmin.approve'),
      onOk: () => review.mutateAsync({ refundId: open.id, decision: 'approve' }).then(report(t('orderAdmin.approved')), failed),
    });
  const confirmRetry = () =>
    open &&
    modal.confirm({
      title: t('orderAdmin.retry'),
      content: t('orderAdmin.retryConfirm', { refundNo: open.refundNo }),
      okText: t('orderAdmin.retry'),
      onOk: () => retry.mutateAsync({ refundId: open.id }).then(report(t('orderAdmin.retried')), failed),
    });
  return (
    <Drawer open={!!order} title={order ? t('order.title', { orderNo: order.orderNo }) : ''} onClose={onClose} size={isPhone ? '100%' : 720} destroyOnHidden data-testid="manage-drawer">
      {order && (
        <div className="stack">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'status', label: t('order.status'), children: <OrderStatusTag status={order.status} /> },
              { key: 'buyer', label: t('orderAdmin.buyer'), children: [order.buyer.name, order.buyer.companyName].filter(Boolean).join(' · ') },
              { key: 'created', label: t('order.createdAt'), children: <TimeText value={order.createdAt} /> },
              ...(order.paidAt ? [{ key: 'paid', label: t('order.paidAt'), children: <TimeText value={order.paidAt} /> }] : []),
            ]}
          />
          <OrderLines order={order} />
          <ContractLinks orderId={order.id} />
          <OrderRefunds
            order={order}
            decision={(r) =>
              r.id === open?.id && (
                <div className="stack shop-refund__decision" data-testid="manage-open-refund">
                  {r.failure && <Typography.Text type="danger">{t('orderAdmin.failure', { state: r.failure })}</Typography.Text>}
                  <Space wrap>
                    {order.adminActions.includes('reject_refund') && (
                      <Button danger onClick={() => setRejecting(true)} data-testid="manage-reject">
                        {t('orderAdmin.reject')}
                      </Button>
                    )}
                    {order.adminActions.includes('approve_refund') && (
                      <Button type="primary" onClick={confirmApprove} data-testid="manage-approve">
                        {t('orderAdmin.approve')}
                      </Button>
                    )}
                    {order.adminActions.includes('retry_refund') && (
                      <Button type="primary" onClick={confirmRetry} data-testid="manage-retry">
                        {t('orderAdmin.retry')}
                      </Button>
                    )}
                  </Space>
                </div>
              )
            }
          />
        </div>
      )}
      <FormModal<{ note: string }>
        open={rejecting && !!open}
        title={t('orderAdmin.reject')}
        form={form}
        okText={t('orderAdmin.reject')}
        initialValues={{ note: '' }}
        onClose={() => setRejecting(false)}
        onSubmit={async ({ note }) => {
          await review.mutateAsync({ refundId: open!.id, decision: 'reject', note });
          void message.success(t('orderAdmin.rejected'));
          setRejecting(false);
        }}
        testId="manage-reject-dialog"
      >
        <Typography.Paragraph type="secondary">{t('orderAdmin.rejectLead')}</Typography.Paragraph>
        <Form.Item name="note" label={t('orderAdmin.rejectNote')} required rules={[{ required: true, message: t('validation:refundRejectNote') }, zodRule(refundNoteSchema, 'note')]}>
          <Input.TextArea maxLength={REFUND_LIMITS.noteMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="manage-reject-note" />
        </Form.Item>
      </FormModal>
    </Drawer>
  );
}
