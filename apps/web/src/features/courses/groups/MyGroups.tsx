import { Link } from 'react-router';
import { Alert, Card, Empty, Progress, Skeleton, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { PageHeading } from '../../../components/PageHeading';
import { failureText } from '../../../lib/forms';
import { groupPath } from './GroupList';
import './groups.css';

/** `/course-group-details` without an id: the programmes the caller is a learner of. */
export function MyGroups() {
  const { t } = useTranslation('courseGroup');
  const mine = useEndpointQuery(api.courseGroups.mine, {});
  const list = mine.data?.list ?? [];
  return (
    <>
      <PageHeading title={t('mine.title')} lead={t('mine.lead')} />
      {mine.isError && <Alert type="error" showIcon title={failureText(mine.error) ?? t('detail.notFound')} role="alert" />}
      {mine.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Card className="page-card">
          <Empty description={t('mine.empty')} />
        </Card>
      ) : (
        <div className="group-cards" data-testid="my-groups">
          {list.map((group) => {
            const done = group.members[0]?.completedCourses ?? 0;
            const total = group.courses.length;
            return (
              <Card key={group.id} className="group-card" title={<span className="group-card__name">{group.name}</span>}>
                {group.description && (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
                    {group.description}
                  </Typography.Paragraph>
                )}
                <Typography.Text type="secondary">{t('detail.courseCount', { count: total })}</Typography.Text>
                {/* Named for screen readers; 'normal' at 100% too, as antd's success green on white (2.3:1) fails AA. */}
                <Progress percent={total ? Math.round((done / total) * 100) : 0} status="normal" format={() => t('detail.completedOf', { done, total })} aria-label={t('detail.completedOf', { done, total })} size="small" />
                <Link to={groupPath(group.id)} className="group-card__open">
                  {t('mine.open')} <RightOutlined />
                </Link>
              </Card>
            );
          })}
        </div>
      )}
    </>
  );
}
