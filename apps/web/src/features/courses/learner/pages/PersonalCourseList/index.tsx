import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { MY_COURSE_STATUSES, MY_COURSE_TABS as MY_TABS, myCoursesScope, type MyCourseTab } from '@sandtable/shared/rules/myCourses';
import { useGrantedAuthorities } from '../../../../../api/session';
import { useEndpointQuery } from '../../../../../api/endpointHooks';
import { PageHeading } from '../../../../../components/PageHeading';
import { CourseCard } from '../../components/CourseCard';
import { CourseGrid, emptyBox } from '../../components/CourseGrid';
import { JoinByCode } from '../../components/JoinByCode';
import '../../../detail/detail.css';
import '../../../invite/invite.css';
import '../../learner.css';

type Tab = MyCourseTab;

const PAGE_SIZE = 12;

/** `/personal-course-list`: the learner's courses by tab, and joining one with an invite code. */
export default function PersonalCourseListPage() {
  const { t } = useTranslation('courseDetail');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && MY_TABS.includes(asked) ? asked : 'ongoing';

  return (
    <>
      <PageHeading
        title={t('menu:personalCourseList')}
        lead={t('learner.myLead')}
        extra={
          <Link to="/sign-upCourse">
            <Button>{t('learner.browseOpen')}</Button>
          </Link>
        }
      />
      <div className="stack">
        <JoinByCode />
        <Card className="page-card">
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams(key === 'ongoing' ? {} : { tab: key }, { replace: true })}
            destroyOnHidden
            items={MY_TABS.map((key) => ({ key, label: <span data-testid={`tab-${key}`}>{t(`learner.tabs.${key}`)}</span>, children: <MyCourses tab={key} /> }))}
          />
        </Card>
      </div>
    </>
  );
}

function MyCourses({ tab }: { tab: Tab }) {
  const { t } = useTranslation('courseDetail');
  const [page, setPage] = useState(1);
  const order = tab === 'completed' ? 'desc' : 'asc';
  const granted = useGrantedAuthorities();
  const courses = useEndpointQuery(api.courses.select, { scope: myCoursesScope(granted ?? undefined), status: [...MY_COURSE_STATUSES[tab]], pageNum: page, pageSize: PAGE_SIZE, sort: 'startAt', order });
  return (
    <CourseGrid
      data={courses.data}
      loading={courses.isFetching}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      testId={`my-courses-${tab}`}
      empty={emptyBox(
        t(`learner.empty.${tab}`),
        tab !== 'completed' && (
          <Link to="/sign-upCourse">
            <Button type="primary">{t('learner.browseOpen')}</Button>
          </Link>
        ),
      )}
      renderCard={(course) => (
        <CourseCard
          key={course.id}
          course={course}
          actions={
            <Link to={`/general-coursedetails?id=${course.id}`}>
              <Button type={tab === 'ongoing' ? 'primary' : 'default'} size="small">
                {tab === 'ongoing' ? t('learner.continue') : t('learner.open')}
              </Button>
            </Link>
          }
        />
      )}
    />
  );
}
