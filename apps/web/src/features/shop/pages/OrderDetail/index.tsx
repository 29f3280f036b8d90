import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { formatYuan } from '@sandtable/shared/format/money';
import type { Order } from '@sandtable/shared/contracts/order';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { MoneyText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { formatLeft, useTimeLeft } from '../../../../lib/timeLeft';
import { OrderLines } from '../../components/OrderLines';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { OrderRefunds, RefundNotice } from '../../components/OrderRefunds';
import { RefundDialog } from '../../components/RefundDialog';
import { ContractLinks } from '../../components/ContractLinks';
import { ORDER_VIEWS } from '../../shop';
import '../../shop.css';

/**
 * `/orderdetail/:id`: one of the buyer's orders — its lines and amounts, its state and times — and
 * what they may do next (the server says: pay, cancel, ask for a refund), and its refunds. Paying
 * opens the cashier: the embedded WeChat Pay sandbox's, or a link to Alipay's pay page.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('shop');
  const { modal, message } = App.useApp();
  const id = Number(useParams().id) || 0;
  const order = useEndpointQuery(api.order.get, { id }, { enabled: id > 0 });
  const cancel = useEndpointMutation(api.order.update, { invalidates: ORDER_VIEWS });
  const [cashier, setCashier] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const back = (
    <Link to="/userOrderList">
      <Button>{t('order.list')}</Button>
    </Link>
  );
  if (!id || order.isError) return <Result status="404" title={t('order.notFound')} extra={back} />;
  const o = order.data;
  if (!o) return <Skeleton active paragraph={{ rows: 8 }} />;
  const confirmCancel = () =>
    modal.confirm({
      title: t('order.cancel'),
      content: t('order.cancelConfirm'),
      okText: t('order.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        cancel.mutateAsync({ id: o.id, action: 'cancel' }).then(
          () => void message.success(t('order.cancelled')),
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });
  return (
    <>
      <PageHeading title={t('order.title', { orderNo: o.orderNo })} extra={back} />
      <Card className="page-card" data-testid="order-detail" data-status={o.status}>
        <div className="stack">
          {o.status === 'paid' && o.refunds.length === 0 && <Alert type="success" showIcon title={t('order.paid')} />}
          <RefundNotice order={o} />
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'no', label: t('order.no'), children: <Typography.Text copyable>{o.orderNo}</Typography.Text> },
              { key: 'status', label: t('order.status'), children: <OrderStatusTag status={o.status} /> },
              { key: 'created', label: t('order.createdAt'), children: <TimeText value={o.createdAt} /> },
              ...(o.actions.includes('pay') ? [{ key: 'expires', label: t('order.timeLeft'), children: <PayCountdown expiresAt={o.expiresAt} /> }] : []),
              ...(o.paidAt ? [{ key: 'paid', label: t('order.paidAt'), children: <TimeText value={o.paidAt} /> }] : []),
              ...(o.cancelledAt ? [{ key: 'cancelled', label: t('order.cancelledAt'), children: <TimeText value={o.cancelledAt} /> }] : []),
            ]}
          />
          <OrderLines order={o} />
          <ContractLinks orderId={o.id} />
          {o.actions.length > 0 && (
            <Space wrap style={{ justifyContent: 'flex-end' }}>
              {o.actions.includes('cancel') && (
                <Button danger onClick={confirmCancel} data-testid="order-cancel">
                  {t('order.cancel')}
                </Button>
              )}
              {o.actions.includes('refund') && (
                <Button onClick={() => setRefunding(true)} data-testid="order-refund">
                  {t('refund.request')}
                </Button>
              )}
              {o.actions.includes('pay') && (
                <Button type="primary" onClick={() => setCashier(true)} data-testid="order-pay">
                  {t('order.pay')}
                </Button>
              )}
            </Space>
          )}
          <OrderRefunds order={o} />
        </div>
      </Card>
      {cashier && <Cashier order={o} onClose={() => setCashier(false)} />}
      <RefundDialog order={o} open={refunding} onClose={() => setRefunding(false)} />
    </>
  );
}

/** The time left to pay, counted against the order's deadline. */
function PayCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('shop');
  const left = useTimeLeft(expiresAt, true);
  if (!left) return <Typography.Text type="warning">{t('order.expired')}</Typography.Text>;
  return (
    <span className="tabular" role="timer">
      {formatLeft(left)} (<TimeText value={expiresAt} />)
    </span>
  );
}

/** How often the cashier asks whether Alipay's notification has made the order paid. */
const ALIPAY_POLL_MS = 3000;

/**
 * The cashier: starts the payment (pay.json: the provider's trade). With the embedded sandbox the
 * tester pays here, and the sandbox's signed notification makes the order paid; with Alipay the
 * buyer pays on Alipay's page (opened in a new tab) and this window waits for the order to be paid.
 */
function Cashier({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const start = useEndpointMutation(api.order.pay, { invalidates: ORDER_VIEWS });
  const pay = useEndpointMutation(api.order.sandboxPay, { invalidates: ORDER_VIEWS });
  const failPayment = useEndpointMutation(api.order.sandboxFail, { invalidates: ORDER_VIEWS });
  const [opened, setOpened] = useState(false);
  const { mutate } = start;
  const startable = order.status === 'unpaid' || order.status === 'paying';
  useEffect(() => {
    // Starting again is harmless: the provider answers the same trade (Alipay with a freshly signed link).
    if (startable) mutate({ id: order.id });
  }, [mutate, order.id, startable]);
  const payUrl = start.data?.payUrl;
  // Alipay's notification reaches the server, not this page: ask for the order until it has moved.
  useEndpointQuery(api.order.get, { id: order.id }, { enabled: opened, refetchInterval: ALIPAY_POLL_MS });
  useEffect(() => {
    if (!opened || startable) return;
    if (order.status === 'paid') void message.success(t('cashier.done'));
    onClose();
  }, [opened, startable, order.status, message, t, onClose]);
  const ready = start.isSuccess && order.status === 'paying';
  const error = failureText(start.error) ?? failureText(pay.error) ?? failureText(failPayment.error);
  const payNow = () =>
    pay.mutateAsync({ id: order.id }).then(
      () => {
        void message.success(t('cashier.done'));
        onClose();
      },
      () => undefined,
    );
  // The tester's other outcome: the payment fails (the order is unpaid again, to be paid anew).
  const failNow = () =>
    failPayment.mutateAsync({ id: order.id }).then(
      () => {
        void message.warning(t('cashier.failed'));
        onClose();
      },
      () => undefined,
    );
  const amount = formatYuan(order.payableFen);
  return (
    <Modal open title={t(payUrl ? 'cashier.alipayTitle' : 'cashier.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <div className="stack" data-testid="cashier">
        {start.data && <Typography.Paragraph type="secondary">{t(payUrl ? 'cashier.alipayLead' : 'cashier.lead')}</Typography.Paragraph>}
        <Descriptions size="small" column={1} items={[{ key: 'amount', label: t('cashier.amount'), children: <MoneyText fen={order.payableFen} /> }]} />
        {error && <Alert type="error" showIcon title={error} />}
        {payUrl ? (
          <>
            <Button type="primary" block disabled={!ready} href={payUrl} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(true)} data-testid="cashier-alipay">
              {t('cashier.payAlipay', { amount })}
            </Button>
            {opened && (
              <Typography.Paragraph role="status" type="secondary">
                {t('cashier.paying')}
              </Typography.Paragraph>
            )}
          </>
        ) : (
          <>
            <Button type="primary" block disabled={!ready} loading={start.isPending || pay.isPending} onClick={() => void payNow()} data-testid="cashier-pay">
              {t('cashier.pay', { amount })}
            </Button>
            <Button block disabled={!ready || pay.isPending} loading={failPayment.isPending} onClick={() => void failNow()} data-testid="cashier-fail">
              {t('cashier.fail')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
