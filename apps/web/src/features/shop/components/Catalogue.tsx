import { useEffect, useState, type ReactNode } from 'react';
import { Card, Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { COMMODITY_KINDS, COMMODITY_SORTS, type CommodityKind } from '@sandtable/shared/rules/commodity';
import { useAccess } from '../../../app/access';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { PageHeading } from '../../../components/PageHeading';
import { useDebounced } from '../../../lib/useDebounced';
import { CommodityCard } from './CommodityCard';
import '../shop.css';

const PAGE_SIZE = 12;

/**
 * What is on the shelf now, searchable by name, by kind (unless the page is of one kind), sorted by
 * date or price: the shop (`/shopping-centre`) and the licensed courses (`/copyright-course`).
 */
export function Catalogue({ title, lead, only, children }: { title: string; lead: string; only?: CommodityKind; children?: ReactNode }) {
  const { t } = useTranslation('shop');
  const canBuy = useAccess()['order:place'];
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [chosenKind, setKind] = useState<CommodityKind | undefined>();
  const kind = only ?? chosenKind;
  const [sort, setSort] = useState<(typeof COMMODITY_SORTS)[number]>('newest');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [keyword, kind, sort]);
  const shop = useEndpointQuery(api.commodity.select, { pageNum: page, pageSize: PAGE_SIZE, sort, ...(keyword ? { keyword } : {}), ...(kind ? { kind } : {}) });
  const data = shop.data;
  return (
    <>
      <PageHeading title={title} lead={lead} />
      {children}
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('centre.search')} aria-label={t('centre.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="shop-search" />
          {!only && <Select allowClear placeholder={t('kind.all')} aria-label={t('kind.all')} value={kind} onChange={setKind} options={COMMODITY_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} data-testid="shop-kind" />}
          <Select aria-label={t('sort.label')} value={sort} onChange={setSort} options={COMMODITY_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))} />
        </div>
        {!data ? (
          <div className="shop-grid">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} active paragraph={{ rows: 4 }} />
            ))}
          </div>
        ) : data.list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword || chosenKind ? t('centre.noMatch') : t('centre.empty')} data-testid="shop-empty" />
        ) : (
          <>
            <div className={`shop-grid${shop.isFetching ? ' shop-grid--loading' : ''}`} data-testid="shop-grid">
              {data.list.map((c) => (
                <CommodityCard key={c.id} commodity={c} canBuy={canBuy} />
              ))}
            </div>
            {data.total > PAGE_SIZE && (
              <div className="list-pager">
                <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} size="small" />
              </div>
            )}
          </>
        )}
      </Card>
    </>
  );
}
