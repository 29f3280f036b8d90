import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { PROMOTION_PHASES, type Promotion } from '@sandtable/shared/contracts/promotion';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { ServerTable } from '../../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../../lib/serverTable';
import { useDebounced } from '../../../../lib/useDebounced';
import { PromotionDrawer, RedEnvelopeDialog } from '../../components/PromotionDialogs';
import { PhaseTag } from '../../components/PhaseTag';
import { promotionPath, termsText } from '../../shop';
import '../../shop.css';

type Phase = Promotion['phase'];

/**
 * `/promotionManage` (the chief admin): the promotions, newest first, by title or code and phase;
 * making and editing one in a drawer; sending a red envelope. Each row leads to who holds its coupons.
 */
export default function PromotionManagePage() {
  const { t } = useTranslation('shop');
  const pinned = usePinnedColumns();
  const table = useServerTable<{ keyword: string; phase?: Phase }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const promotions = useEndpointQuery(api.promotion.select, table.request);
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const [envelope, setEnvelope] = useState(false);

  const columns: ColumnsType<Promotion> = [
    { key: 'title', title: t('promo.title'), fixed: pinned.left, width: 180, render: (_, p) => <Link to={promotionPath(p.id)}>{p.title}</Link> },
    { key: 'terms', title: t('promo.terms'), width: 220, render: (_, p) => termsText({ ...p, amountFen: 0 }, t) },
    { key: 'code', title: t('promo.code'), width: 140, render: (_, p) => <Typography.Text copyable className="tabular">{p.code}</Typography.Text> },
    { key: 'phase', title: t('promo.phase'), width: 100, render: (_, p) => <PhaseTag phase={p.phase} /> },
    { key: 'issued', title: t('promo.issued'), width: 120, align: 'right', render: (_, p) => (p.totalLimit === null ? p.issued : `${p.issued} / ${p.totalLimit}`) },
    { key: 'used', title: t('promo.used'), width: 80, align: 'right', dataIndex: 'used' },
    { key: 'dates', title: t('promo.dates'), width: 300, className: 'nowrap', render: (_, p) => (<><TimeText value={p.effectiveAt} /> – <TimeText value={p.expiresAt} /></>) },
    {
      key: 'actions',
      title: t('orderAdmin.actions'),
      fixed: pinned.right,
      width: 160,
      render: (_, p) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(p)} data-testid={`promo-edit-${p.code}`}>
            {t('promo.editShort')}
          </Button>
          <Link to={promotionPath(p.id)}>
            <Button size="small">{t('promo.coupons')}</Button>
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title={t('menu:promotionManage')}
        lead={t('promo.lead')}
        extra={
          <Space wrap>
            <Button onClick={() => setEnvelope(true)} data-testid="envelope-open">
              {t('envelope.title')}
            </Button>
            <Button type="primary" onClick={() => setEditing('new')} data-testid="promo-new">
              {t('promo.new')}
            </Button>
          </Space>
        }
      />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear maxLength={TEXT_MAX.keyword} placeholder={t('promo.search')} aria-label={t('promo.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="promo-search" />
          <Select allowClear placeholder={t('promo.allPhases')} aria-label={t('promo.allPhases')} value={table.state.filters.phase} onChange={(phase?: Phase) => setFilters({ phase })} options={PROMOTION_PHASES.map((p) => ({ value: p, label: t(`promo.phases.${p}`) }))} />
        </div>
        <ServerTable<Promotion> query={promotions} table={table} columns={columns} scrollX={1200} testId="promotions" emptyText={keyword || table.state.filters.phase ? t('promo.noMatch') : t('promo.empty')} />
      </Card>
      <PromotionDrawer promotion={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
      <RedEnvelopeDialog open={envelope} onClose={() => setEnvelope(false)} />
    </>
  );
}
