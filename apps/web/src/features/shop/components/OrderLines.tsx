import { Button, InputNumber, Table } from 'antd';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';
import { useTranslation } from 'react-i18next';
import type { OrderTrial } from '@sandtable/shared/contracts/order';
import { MoneyText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { nameOf } from '../shop';

type Priced = Pick<OrderTrial, 'lines' | 'subtotalFen' | 'payableFen'>;

/** Changing the lines of a quote (the cart's): how many of each, and taking one out. */
export interface LineEditing {
  onQuantity: (commodityId: number, quantity: number) => void;
  onRemove: (commodityId: number) => void;
}

/** An order's (or a quote's) lines and its amounts: subtotal, what the discounts took, what is to pay. */
export function OrderLines({ order, editing }: { order: Priced; editing?: LineEditing }) {
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
          {
            key: 'quantity',
            title: t('place.quantity'),
            align: 'right',
            render: (_, l) =>
              editing ? (
                <InputNumber size="small" min={1} max={ORDER_LIMITS.quantityMax} precision={0} value={l.quantity} onChange={(v) => v && editing.onQuantity(l.commodityId, v)} aria-label={t('cart.quantityOf', { name: nameOf(l, locale) })} data-testid={`cart-quantity-${l.commodityId}`} />
              ) : (
                l.quantity
              ),
          },
          { key: 'amount', title: t('place.amount'), align: 'right', render: (_, l) => <MoneyText fen={l.payableFen} /> },
          ...(editing
            ? [
                {
                  key: 'remove',
                  title: <span className="sr-only">{t('cart.remove')}</span>,
                  render: (_: unknown, l: Priced['lines'][number]) => (
                    <Button size="small" type="link" danger onClick={() => editing.onRemove(l.commodityId)} aria-label={t('cart.removeOne', { name: nameOf(l, locale) })} data-testid={`cart-remove-${l.commodityId}`}>
                      {t('cart.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
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
