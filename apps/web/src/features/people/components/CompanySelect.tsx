import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { useDebounced } from '../../../lib/useDebounced';

/** Picks a company by typing part of its name (the chief admin's; searched on the server). */
export function CompanySelect(props: Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'>) {
  const { t } = useTranslation('people');
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const companies = useEndpointQuery(api.people.companySelect, { pageSize: 20, ...(search ? { keyword: search } : {}) });
  return (
    <Select<number>
      allowClear
      placeholder={t('companies.pick')}
      {...props}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={companies.isFetching}
      notFoundContent={companies.isFetching ? null : t('companies.noMatch')}
      options={companies.data?.list.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
