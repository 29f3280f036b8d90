import { useState } from 'react';
import { Empty, Segmented, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { WalletLine } from '@sandtable/shared/contracts/wallet';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { TimeText } from '../../../components/format';
import { LoadFailed } from '../../../components/LoadFailed';
import { useLocale } from '../../../i18n/useLocale';
import '../shop.css';

const PAGE_SIZE = 10;

/**
 * One currency's history, newest first: the person's own, or — `company` — their company's with a
 * switch to their own; `companyId` reads that company's alone (the chief admin's company page).
 */
export function LedgerHistory({ currency, company = false, companyId }: { currency: 'coins' | 'credits'; company?: boolean; companyId?: number }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const [chosen, setHolder] = useState<'me' | 'company'>(company && currency === 'credits' ? 'company' : 'me');
  const holder = companyId ? 'company' : chosen;
  const [page, setPage] = useState(1);
  const history = useEndpointQuery(api.wallet.assetHistory, { currency, holder, ...(companyId ? { companyId } : {}), pageNum: page, pageSize: PAGE_SIZE });
  return (
    <>
      {company && !companyId && (
        <div className="table-toolbar">
          <Segmented
            value={holder}
            onChange={(h) => (setHolder(h as 'me' | 'company'), setPage(1))}
            options={[
              { value: 'company', label: t('wallet.holder.company') },
              { value: 'me', label: t('wallet.holder.me') },
            ]}
            data-testid="wallet-holder"
          />
        </div>
      )}
      {history.isError && <LoadFailed error={history.error} onRetry={() => void history.refetch()} />}
      <Table<WalletLine>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.list}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.noHistory')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: history.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid={`wallet-history-${currency}`}
        columns={[
          { key: 'at', title: t('wallet.at'), render: (_, l) => <TimeText value={l.at} /> },
          { key: 'what', title: t('wallet.what'), render: (_, l) => <LineText line={l} /> },
          { key: 'amount', title: t('wallet.amount'), align: 'right', render: (_, l) => <span className={l.amount > 0 ? 'wallet-in' : 'wallet-out'}>{`${l.amount > 0 ? '+' : ''}${l.amount.toLocaleString(locale)}`}</span> },
          { key: 'balance', title: t('wallet.balanceAfter'), align: 'right', render: (_, l) => l.balanceAfter.toLocaleString(locale) },
        ]}
      />
    </>
  );
}

/** "Tip · from Li Lei · Market course · Great pitch" */
function LineText({ line }: { line: WalletLine }) {
  const { t } = useTranslation('shop');
  const parts = [t(`wallet.reason.${line.reason}`)];
  // Seats spent on a course went to the course: the person named is who did it, not who got them.
  const byWhom = line.reason === 'course_seats' || line.reason === 'course_seats_return';
  if (line.counterpartName) parts.push(t(byWhom ? 'wallet.by' : line.amount > 0 ? 'wallet.from' : 'wallet.to', { name: line.counterpartName }));
  if (line.courseName) parts.push(line.courseName);
  if (line.note) parts.push(line.note);
  return <>{parts.join(' · ')}</>;
}

