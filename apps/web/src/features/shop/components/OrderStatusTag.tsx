import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@sandtable/shared/machines/shop';

const COLOURS: Partial<Record<OrderStatus, string>> = {
  unpaid: 'orange',
  paying: 'blue',
  paid: 'green',
  paid_late: 'red',
  refund_pending: 'purple',
  refund_failed: 'red',
  refunded: 'default',
};

/** An order's status in the spec's words (spec §4), coloured by what it asks of the reader. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <Tag color={COLOURS[status]} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
