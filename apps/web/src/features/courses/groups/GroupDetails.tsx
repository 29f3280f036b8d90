import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseGroup } from '@sandtable/shared/contracts/courseGroups';
import { formatTime } from '@sandtable/shared/format/time';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { useAccess } from '../../../app/access';
import { PageHeading } from '../../../components/PageHeading';
import { failureText } from '../../../lib/forms';
import { usePinnedColumns } from '../../../lib/serverTable';
import { CourseLink, StatusTag } from '../manage/components/CourseBits';
import { EditGroup } from './GroupList';
import { MembersDrawer } from './MembersDrawer';
import './groups.css';

type Member = CourseGroup['members'][number];
type Progress = Member['progress'][number]['progress'];

const PROGRESS_COLOURS: Record<Progress, string> = { completed: 'green', incomplete: 'blue', gave_up: 'orange', not_enrolled: 'default' };

export function ProgressTag({ progress }: { progress: Progress }) {
  const { t } = useTranslation('courseGroup');
  return (
    <Tag color={PROGRESS_COLOURS[progress]} className="group-progress" data-progress={progress}>
      {progress === 'not_enrolled' ? t('detail.notEnrolled') : t(`course:progress.${progress}`)}
    </Tag>
  );
}

const day = (at: string) => formatTime(at).slice(0, 10);

/** `/course-group-details?id=`: a group's courses in order and its learners' progress in each. */
export function GroupDetails({ id }: { id: number }) {
  const { t } = useTranslation('courseGroup');
  const pinned = usePinnedColumns();
  const canCreate = useAccess()['course:create'];
  const query = useEndpointQuery(api.courseGroups.get, { id });
  const [editing, setEditing] = useState(false);
  const [members, setMembers] = useState(false);
  const group = query.data?.id === id ? query.data : undefined;

  if (!group) {
    if (query.isError) return <Alert type="error" showIcon title={t('detail.notFound')} description={failureText(query.error)} role="alert" />;
    return <Skeleton active />;
  }

  const columns: ColumnsType<Member> = [
    {
      title: t('detail.member'),
      dataIndex: 'name',
      fixed: pinned.left,
      width: 140,
      render: (name: string, member) => (
        <div className="group-name-cell">
          <span>{name}</span>
          <Typography.Text type="secondary" className="tabular">
            {t('detail.completedOf', { done: member.completedCourses, total: group.courses.length })}
          </Typography.Text>
        </div>
      ),
    },
    ...group.courses.map((course, index) => ({
      title: (
        <Typography.Text ellipsis={{ tooltip: course.name }} className="group-course-header">
          {index + 1}. {course.name}
        </Typography.Text>
      ),
      key: `course-${course.id}`,
      width: 150,
      render: (_: unknown, member: Member) => <ProgressTag progress={member.progress.find((p) => p.courseId === course.id)?.progress ?? 'not_enrolled'} />,
    })),
  ];

  return (
    <>
      <PageHeading
        title={<span data-testid="group-title">{group.name}</span>}
        lead={group.description ?? t('detail.noDescription')}
        extra={
          group.manage ? (
            <>
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('list.edit')}
              </Button>
              <Button icon={<TeamOutlined />} onClick={() => setMembers(true)}>
                {t('list.manageMembers')}
              </Button>
              {canCreate && (
                <Link to="/admin-course-group-list-new">
                  <Button type="link" icon={<ArrowLeftOutlined />}>
                    {t('detail.back')}
                  </Button>
                </Link>
              )}
            </>
          ) : (
            <Link to="/course-group-details">
              <Button type="link" icon={<ArrowLeftOutlined />}>
                {t('detail.mine')}
              </Button>
            </Link>
          )
        }
      />
      <div className="stack">
        <Card className="page-card" title={t('detail.courses')} extra={<Typography.Text type="secondary">{t('detail.courseCount', { count: group.courses.length })}</Typography.Text>}>
          <ol className="group-courses" data-testid="group-courses-list">
            {group.courses.map((course, index) => (
              <li key={course.id} className="group-courses__item">
                <span className="group-courses__index tabular" aria-hidden>
                  {index + 1}
                </span>
                <div className="group-courses__body">
                  <CourseLink course={course} />
                  <Space size={8} wrap className="group-courses__facts">
                    <StatusTag status={course.status} />
                    <Typography.Text type="secondary" className="tabular nowrap">
                      {t('detail.dates', { start: day(course.startAt), end: day(course.endAt) })}
                    </Typography.Text>
                  </Space>
                </div>
              </li>
            ))}
          </ol>
        </Card>
        <Card
          className="page-card"
          title={group.manage ? t('detail.progress') : t('detail.myProgress')}
          extra={group.manage ? <Typography.Text type="secondary">{t('detail.memberCount', { count: group.memberCount })}</Typography.Text> : undefined}
        >
          <Table<Member>
            rowKey="userId"
            columns={columns}
            dataSource={group.members}
            pagination={group.members.length > 20 ? { pageSize: 20, responsive: true } : false}
            scroll={{ x: 140 + 150 * group.courses.length }}
            size="middle"
            loading={query.isFetching && !group}
            data-testid="group-progress"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noMembers')} /> }}
          />
        </Card>
      </div>
      {group.manage && (
        <>
          <EditGroup id={editing ? group.id : null} onClose={() => setEditing(false)} />
          <MembersDrawer groupId={members ? group.id : null} onClose={() => setMembers(false)} />
        </>
      )}
    </>
  );
}
