import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@sandtable/shared/machines/shop';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

/** The admin's search of orders (order number, buyer name or mobile) and their status: /payment/list and a commodity's sales. */
export function OrderSearchBar({ typed, onType, status, onStatus, testId }: { typed: string; onType: (text: string) => void; status?: OrderStatus; onStatus: (status?: OrderStatus) => void; testId: string }) {
  const { t } = useTranslation('shop');
  return (
    <div className="table-toolbar">
      <Input.Search className="table-toolbar__search" allowClear maxLength={TEXT_MAX.keyword} placeholder={t('orderAdmin.search')} aria-label={t('orderAdmin.search')} value={typed} onChange={(e) => onType(e.target.value)} data-testid={`${testId}-search`} />
      <Select
        allowClear
        placeholder={t('order.allStatuses')}
        aria-label={t('order.allStatuses')}
        value={status}
        onChange={onStatus}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        data-testid={`${testId}-status`}
      />
    </div>
  );
}
