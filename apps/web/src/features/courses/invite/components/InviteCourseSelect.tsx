import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { useDebounced } from '../../../../lib/useDebounced';

/** Picks a course open for invitations (searched on the server by name). */
export function InviteCourseSelect(props: Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'>) {
  const { t } = useTranslation('courseDetail');
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const courses = useEndpointQuery(api.invitations.inviteCourseList, { pageSize: 50, ...(search ? { keyword: search } : {}) });
  return (
    <Select<number>
      placeholder={t('invite.pickCourse')}
      {...props}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={courses.isFetching}
      notFoundContent={courses.isFetching ? null : t('invite.noCourses')}
      options={courses.data?.list.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
