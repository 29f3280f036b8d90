import { useSearchParams } from 'react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupDetails } from '../GroupDetails';
import { MyGroups } from '../MyGroups';

/** `/course-group-details?id=`: one group; without an id, the caller's programmes. */
export default function CourseGroupDetailsPage() {
  const { t } = useTranslation('courseGroup');
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null || raw === '') return <MyGroups />;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('detail.missingId')} />;
  return <GroupDetails key={id} id={id} />;
}
