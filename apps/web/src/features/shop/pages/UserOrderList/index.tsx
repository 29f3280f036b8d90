import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, Empty, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Order } from '@sandtable/shared/contracts/order';
import { ORDER_STATUSES, type OrderStatus } from '@sandtable/shared/machines/shop';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { MoneyText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { nameOf, orderPath } from '../../shop';
import '../../shop.css';
import { listOf } from '@sandtable/shared/format/list';

const PAGE_SIZE = 10;

/** `/userOrderList`: the buyer's orders, newest first, by status, each opening its page. */
export default function UserOrderListPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [status]);
  const orders = useEndpointQuery(api.order.select, { pageNum: page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  return (
    <>
      <PageHeading title={t('menu:userOrderList')} />
      <Card className="page-card">
        <div className="table-toolbar">
          <Select allowClear placeholder={t('order.allStatuses')} aria-label={t('order.allStatuses')} value={status} onChange={setStatus} options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="orders-status" />
        </div>
        <Table<Order>
          rowKey="id"
          size="small"
          loading={orders.isFetching}
          dataSource={orders.data?.list}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.empty')} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          data-testid="orders"
          columns={[
            { key: 'no', title: t('order.no'), render: (_, o) => <Link to={orderPath(o.id)}>{o.orderNo}</Link> },
            { key: 'items', title: t('order.lines'), render: (_, o) => listOf(o.lines.map((l) => `${nameOf(l, locale)} × ${l.quantity}`), locale) },
            { key: 'payable', title: t('place.payable'), align: 'right', render: (_, o) => <MoneyText fen={o.payableFen} /> },
            { key: 'status', title: t('order.status'), render: (_, o) => <OrderStatusTag status={o.status} /> },
            { key: 'created', title: t('order.createdAt'), render: (_, o) => <TimeText value={o.createdAt} /> },
          ]}
        />
      </Card>
    </>
  );
}
