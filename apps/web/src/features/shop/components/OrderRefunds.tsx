import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order, Refund } from '@sandtable/shared/contracts/order';
import type { RefundStatus } from '@sandtable/shared/machines/shop';
import { listOf } from '@sandtable/shared/format/list';
import { MoneyText, TimeText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { nameOf } from '../shop';

const COLOURS: Record<RefundStatus, string> = { pending_review: 'purple', rejected: 'orange', approved: 'blue', failed: 'red', refunded: 'green' };

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('shop');
  return (
    <Tag color={COLOURS[status]} data-testid="refund-status" data-status={status}>
      {t(`refundStatus.${status}`)}
    </Tag>
  );
}

/** What an order's state asks the reader to know about its refunds (the latest one decides). */
export function RefundNotice({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const latest = order.refunds[0];
  if (order.status === 'paid_late') return <Alert type="warning" showIcon title={t('refund.paidLate')} data-testid="refund-notice" />;
  if (!latest) return null;
  if (order.status === 'refund_pending') return <Alert type="info" showIcon title={t('refund.pendingNotice')} data-testid="refund-notice" />;
  if (order.status === 'refund_rejected') return <Alert type="warning" showIcon title={t('refund.rejectedNotice', { note: latest.reviewNote ?? '' })} data-testid="refund-notice" />;
  if (order.status === 'refund_approved' || order.status === 'refund_failed') return <Alert type="info" showIcon title={t('refund.approvedNotice')} data-testid="refund-notice" />;
  if (order.status === 'refunded') return <Alert type="success" showIcon title={t('refund.refundedNotice')} data-testid="refund-notice" />;
  return null;
}

/** An order's refunds, newest first: number, state, what each gives back and why (one card each, readable at phone width). */
export function OrderRefunds({ order, decision }: { order: Order; /** The admin's decision on a refund, under its details. */ decision?: (refund: Refund) => ReactNode }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  if (order.refunds.length === 0) return null;
  const lineName = (lineNo: number) => {
    const line = order.lines.find((l) => l.lineNo === lineNo);
    return line ? nameOf(line, locale) : `#${lineNo}`;
  };
  const details = (r: Refund) => [
    { key: 'items', label: t('order.lines'), children: listOf(r.lines.map((l) => `${lineName(l.lineNo)} × ${l.quantity}`), locale) },
    {
      key: 'amount',
      label: t('refund.amount'),
      children: (
        <span>
          <MoneyText fen={r.amountFen} />
          {r.coins > 0 && ` ${t('refund.coins', { count: r.coins })}`}
        </span>
      ),
    },
    { key: 'reason', label: t('refund.reason'), children: r.kind === 'paid_late' ? t('refund.paidLateReason') : r.reason },
    ...(r.reviewNote ? [{ key: 'note', label: t('refund.note'), children: r.reviewNote }] : []),
    { key: 'at', label: t('refund.requestedAt'), children: <TimeText value={r.createdAt} /> },
    ...(r.refundedAt ? [{ key: 'done', label: t('refund.refundedAt'), children: <TimeText value={r.refundedAt} /> }] : []),
  ];
  return (
    <section aria-labelledby="order-refunds-title" className="stack" data-testid="order-refunds">
      <Typography.Title level={2} className="shop-section-title" id="order-refunds-title">
        {t('refund.section')}
      </Typography.Title>
      {order.refunds.map((r) => (
        <Card
          key={r.id}
          size="small"
          title={
            <span className="shop-refund__title">
              <Typography.Text className="tabular">{t('refund.numbered', { refundNo: r.refundNo })}</Typography.Text> <RefundStatusTag status={r.status} />
            </span>
          }
          data-testid="order-refund-card"
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }} items={details(r)} />
          {decision?.(r)}
        </Card>
      ))}
    </section>
  );
}
