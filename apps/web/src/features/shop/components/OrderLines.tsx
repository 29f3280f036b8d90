import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderTrial } from '@sandtable/shared/contracts/order';
import { MoneyText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { nameOf } from '../shop';

type Priced = Pick<OrderTrial, 'lines' | 'subtotalFen' | 'payableFen'>;

/** An order's (or a quote's) lines and its amounts: subtotal, what the discounts took, what is to pay. */
export function OrderLines({ order }: { order: Priced }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const discounts = order.subtotalFen - order.payableFen;
  return (
    <>
      <Table
        rowKey="commodityId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        data-testid="order-lines"
        columns={[
          { key: 'item', title: t('place.item'), render: (_, l) => nameOf(l, locale) },
          { key: 'kind', title: t('detail.kind'), responsive: ['md'], render: (_, l) => t(`kind.${l.kind}`) },
          { key: 'unit', title: t('place.unitPrice'), align: 'right', render: (_, l) => <MoneyText fen={l.unitPriceFen} /> },
          { key: 'quantity', title: t('place.quantity'), align: 'right', dataIndex: 'quantity' },
          { key: 'amount', title: t('place.amount'), align: 'right', render: (_, l) => <MoneyText fen={l.payableFen} /> },
        ]}
      />
      <dl className="order-amounts">
        <dt>{t('place.subtotal')}</dt>
        <dd>
          <MoneyText fen={order.subtotalFen} />
        </dd>
        {discounts > 0 && (
          <>
            <dt>{t('place.discount')}</dt>
            <dd>
              <MoneyText fen={-discounts} />
            </dd>
          </>
        )}
        <dt className="order-amounts__payable">{t('place.payable')}</dt>
        <dd className="order-amounts__payable" data-testid="order-payable">
          <MoneyText fen={order.payableFen} />
        </dd>
      </dl>
    </>
  );
}
