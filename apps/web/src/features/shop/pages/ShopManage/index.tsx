import { useEffect, useState } from 'react';
import { App, Button, Card, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ManagedCommodity } from '@sandtable/shared/contracts/commodity';
import { COMMODITY_STATUSES, type CommodityStatus } from '@sandtable/shared/machines/shop';
import { COMMODITY_KINDS, type CommodityKind } from '@sandtable/shared/rules/commodity';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { MoneyText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { ServerTable } from '../../../../components/ServerTable';
import { failureText } from '../../../../lib/forms';
import { usePinnedColumns, useServerTable } from '../../../../lib/serverTable';
import { useDebounced } from '../../../../lib/useDebounced';
import { useLocale } from '../../../../i18n/useLocale';
import { CommodityDrawer, COMMODITY_VIEWS } from '../../components/CommodityDrawer';
import { CommoditySalesDrawer } from '../../components/CommoditySales';
import { nameOf } from '../../shop';
import '../../shop.css';

const STATUS_COLOURS: Record<CommodityStatus, string> = { draft: 'default', on_shelf: 'green', off_shelf: 'orange' };

/**
 * `/shopmanage` (spec §2; the chief admin): every commodity, drafts and ones taken off too, by name,
 * kind and status; making and editing one in a drawer; putting it on the shelf or taking it off,
 * each with a confirmation. "On sale" says whether the shop shows it now (status and shelf times).
 */
export default function ShopManagePage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { modal, message } = App.useApp();
  const pinned = usePinnedColumns();
  const table = useServerTable<{ keyword: string; kind?: CommodityKind; status?: CommodityStatus }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const items = useEndpointQuery(api.commodity.manage, table.request);
  const shelf = useEndpointMutation(api.commodity.shelf, { invalidates: COMMODITY_VIEWS });
  const [editing, setEditing] = useState<ManagedCommodity | 'new' | null>(null);
  const [selling, setSelling] = useState<ManagedCommodity | null>(null);

  const confirmShelf = (c: ManagedCommodity) => {
    const action = c.status === 'on_shelf' ? 'unshelve' : 'shelve';
    modal.confirm({
      title: t(`manageShop.${action}`),
      content: t(`manageShop.${action}Confirm`, { name: nameOf(c, locale) }),
      okText: t(`manageShop.${action}`),
      okButtonProps: { danger: action === 'unshelve' },
      onOk: () =>
        shelf.mutateAsync({ id: c.id, action }).then(
          () => void message.success(t(`manageShop.${action}Done`)),
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });
  };

  const columns: ColumnsType<ManagedCommodity> = [
    { key: 'name', title: t('place.item'), fixed: pinned.left, width: 240, render: (_, c) => (<span className="shop-manage__name"><img src={c.imageUrl} alt="" />{nameOf(c, locale)}</span>) },
    { key: 'kind', title: t('detail.kind'), width: 100, render: (_, c) => t(`kind.${c.kind}`) },
    { key: 'price', title: t('manageShop.price'), width: 120, align: 'right', render: (_, c) => (c.priceFen === 0 ? t('centre.free') : <MoneyText fen={c.priceFen} />) },
    { key: 'stock', title: t('detail.stock'), width: 100, align: 'right', render: (_, c) => (c.stock === null ? t('manageShop.unlimitedShort') : c.stock) },
    {
      key: 'status',
      title: t('order.status'),
      width: 170,
      render: (_, c) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOURS[c.status]}>{t(`manageShop.status.${c.status}`)}</Tag>
          {c.onSale && <Tag color="blue">{t('manageShop.onSale')}</Tag>}
        </Space>
      ),
    },
    { key: 'shelf', title: t('manageShop.shelfTimes'), width: 300, className: 'nowrap', render: (_, c) => (<><TimeText value={c.shelfOnAt} /> – {c.shelfOffAt ? <TimeText value={c.shelfOffAt} /> : t('manageShop.noEnd')}</>) },
    {
      key: 'actions',
      title: t('orderAdmin.actions'),
      fixed: pinned.right,
      width: 250,
      render: (_, c) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(c)} data-testid={`commodity-edit-${c.id}`}>
            {t('promo.editShort')}
          </Button>
          <Button size="small" onClick={() => setSelling(c)} data-testid={`commodity-sales-${c.id}`}>
            {t('sales.open')}
          </Button>
          <Button size="small" danger={c.status === 'on_shelf'} onClick={() => confirmShelf(c)} data-testid={`commodity-shelf-${c.id}`}>
            {t(c.status === 'on_shelf' ? 'manageShop.unshelve' : 'manageShop.shelve')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title={t('menu:shopManage')}
        lead={t('manageShop.lead')}
        extra={
          <Button type="primary" onClick={() => setEditing('new')} data-testid="commodity-new">
            {t('manageShop.new')}
          </Button>
        }
      />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear maxLength={TEXT_MAX.keyword} placeholder={t('centre.search')} aria-label={t('centre.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="commodity-search" />
          <Select allowClear placeholder={t('kind.all')} aria-label={t('kind.all')} value={table.state.filters.kind} onChange={(kind?: CommodityKind) => setFilters({ kind })} options={COMMODITY_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          <Select allowClear placeholder={t('order.allStatuses')} aria-label={t('order.allStatuses')} value={table.state.filters.status} onChange={(status?: CommodityStatus) => setFilters({ status })} options={COMMODITY_STATUSES.map((s) => ({ value: s, label: t(`manageShop.status.${s}`) }))} />
        </div>
        <ServerTable<ManagedCommodity> query={items} table={table} columns={columns} scrollX={1270} testId="commodities" emptyText={keyword ? t('centre.noMatch') : t('manageShop.empty')} />
      </Card>
      <CommodityDrawer commodity={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
      <CommoditySalesDrawer commodity={selling} onClose={() => setSelling(null)} />
    </>
  );
}
