import { useEffect, useState } from 'react';
import { Card, Drawer, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ManagedCommodity, SaleLine, SaleSummary } from '@sandtable/shared/contracts/commodity';
import { formatYuan } from '@sandtable/shared/format/money';
import type { OrderStatus } from '@sandtable/shared/machines/shop';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { PhoneText, TimeText } from '../../../components/format';
import { ServerTable } from '../../../components/ServerTable';
import { useLocale } from '../../../i18n/useLocale';
import { useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { nameOf } from '../shop';
import { OrderStatusTag } from './OrderStatusTag';
import { OrderSearchBar } from './OrderSearchBar';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * A commodity's sales (saleDetail.json) in a drawer: what was sold, refunded and is waiting to be
 * paid, summed by the server from the order lines, over the lines themselves, newest first, by order
 * status and by order number or buyer. On a phone the drawer is the screen's width and each line
 * is two columns (the order and buyer; the amount, units and status), so nothing scrolls sideways.
 */
export function CommoditySalesDrawer({ commodity, onClose }: { commodity: ManagedCommodity | null; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Drawer
      open={!!commodity}
      title={commodity ? t('sales.title', { name: nameOf(commodity, locale) }) : ''}
      onClose={onClose}
      size={isPhone ? '100%' : 960}
      destroyOnHidden
      data-testid="sales-drawer"
    >
      {/* Keyed by the commodity: another one starts from the first page with no filters. */}
      {commodity && <Sales key={commodity.id} commodityId={commodity.id} />}
    </Drawer>
  );
}

function Sales({ commodityId }: { commodityId: number }) {
  const { t } = useTranslation('shop');
  const table = useServerTable<{ q: string; status?: OrderStatus }>({ q: '' });
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ q }), [setFilters, q]);
  const sales = useEndpointQuery(api.commodity.saleDetail, { id: commodityId, ...table.request });
  const isPhone = useMediaQuery(PHONE_QUERY);

  // The cells, shared by the wide table and the phone's two columns (which need no sideways scroll).
  const buyer = (l: SaleLine) => (
    <>
      {l.buyer.name}
      {l.buyer.mobile && (
        <Typography.Text type="secondary" className="shop-buyer__meta">
          <PhoneText phone={l.buyer.mobile} />
        </Typography.Text>
      )}
    </>
  );
  const times = (l: SaleLine) => (
    <>
      <TimeText value={l.createdAt} />
      {l.paidAt && (
        <Typography.Text type="secondary" className="shop-buyer__meta">
          {t('sales.paidAt')} <TimeText value={l.paidAt} />
        </Typography.Text>
      )}
    </>
  );
  const status = (l: SaleLine) => <OrderStatusTag status={l.status} />;
  const amount = (l: SaleLine) => formatYuan(l.payableFen);

  const columns: ColumnsType<SaleLine> = isPhone
    ? [
        {
          key: 'order',
          title: t('sales.order'),
          render: (_, l) => (
            <div className="sales-line">
              <span className="tabular sales-line__no">{l.orderNo}</span>
              {buyer(l)}
              {times(l)}
            </div>
          ),
        },
        {
          key: 'amount',
          title: t('place.amount'),
          align: 'right',
          render: (_, l) => (
            <div className="sales-line sales-line--end">
              <span className="tabular nowrap">{amount(l)}</span>
              <Typography.Text type="secondary" className="shop-buyer__meta">
                {t('sales.units', { quantity: l.quantity, refunded: l.refundedQuantity })}
              </Typography.Text>
              {status(l)}
            </div>
          ),
        },
      ]
    : [
        { key: 'no', title: t('order.no'), width: 210, className: 'nowrap tabular', render: (_, l) => l.orderNo },
        { key: 'buyer', title: t('orderAdmin.buyer'), width: 130, render: (_, l) => buyer(l) },
        { key: 'quantity', title: t('sales.quantity'), width: 70, align: 'right', className: 'tabular', render: (_, l) => l.quantity },
        { key: 'refunded', title: t('sales.refunded'), width: 70, align: 'right', className: 'tabular', render: (_, l) => l.refundedQuantity },
        { key: 'amount', title: t('place.amount'), width: 120, align: 'right', className: 'nowrap tabular', render: (_, l) => amount(l) },
        { key: 'status', title: t('order.status'), width: 110, render: (_, l) => status(l) },
        { key: 'times', title: t('sales.times'), width: 160, className: 'nowrap', render: (_, l) => times(l) },
      ];

  return (
    <div className="stack">
      <Typography.Paragraph type="secondary" className="sales-lead">
        {t('sales.lead')}
      </Typography.Paragraph>
      {sales.isError && <LoadFailed error={sales.error} onRetry={() => void sales.refetch()} />}
      <SalesSummary summary={sales.data?.summary} loading={!sales.data && !sales.isError} />
      <OrderSearchBar typed={typed} onType={setTyped} status={table.state.filters.status} onStatus={(status) => setFilters({ status })} testId="sales" />
      <ServerTable<SaleLine> query={sales} table={table} columns={columns} scrollX={isPhone ? 0 : 870} rowKey="orderId" testId="sales-lines" emptyText={q || table.state.filters.status ? t('orderAdmin.noMatch') : t('sales.empty')} />
    </div>
  );
}

/** The six figures, as statistic cards: three a row on a wide screen, two on a phone. */
function SalesSummary({ summary, loading }: { summary?: SaleSummary; loading: boolean }) {
  const { t } = useTranslation('shop');
  const figures: { key: keyof SaleSummary; value: (s: SaleSummary) => string | number }[] = [
    { key: 'ordersPaid', value: (s) => s.ordersPaid },
    { key: 'unitsSold', value: (s) => s.unitsSold },
    { key: 'amountPaidFen', value: (s) => formatYuan(s.amountPaidFen) },
    { key: 'unitsRefunded', value: (s) => s.unitsRefunded },
    { key: 'amountRefundedFen', value: (s) => formatYuan(s.amountRefundedFen) },
    { key: 'unitsWaiting', value: (s) => s.unitsWaiting },
  ];
  return (
    <section className="sales-summary" aria-label={t('sales.summary')} data-testid="sales-summary">
      {figures.map((f) => (
        <Card key={f.key} size="small" className="sales-summary__card" data-testid={`sales-${f.key}`}>
          <Statistic title={t(`sales.figure.${f.key}`)} value={summary ? f.value(summary) : 0} loading={loading} />
        </Card>
      ))}
    </section>
  );
}
