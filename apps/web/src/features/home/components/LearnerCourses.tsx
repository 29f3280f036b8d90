import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { MY_COURSE_TABS, type MyCourseTab } from '@sandtable/shared/rules/myCourses';
import { call } from '../../../api/client';
import { keyOf, useEndpointQuery } from '../../../api/endpointHooks';
import { homeRefs as c } from '../../../api/refs';
import { TimeText } from '../../../components/format';
import { Card } from '../../../components/plain/Card';
import { Empty } from '../../../components/plain/Empty';
import { BookIcon, FieldTimeIcon } from '../../../components/plain/icons';
import { Skeleton } from '../../../components/plain/Skeleton';
import { Tabs } from '../../../components/plain/Tabs';
import { useCountdown } from '../../../lib/useCountdown';
import { CourseCard } from '../../courses/learner/components/CourseCard';
import '../../courses/learner/learner.css';
import { HomeCard } from './HomeCard';
import { HOME_LISTS_FRESH_MS } from './homeLists';
import './learnerCourses.css';

/**
 * The learner's sections at the top of the home page, what a phone shows first under the welcome:
 * drawn without antd and called through the contracts' refs (docs/decisions/performance.md §16),
 * so the page's first screen needs neither antd's frame nor its render, nor zod's schemas.
 */

/** The learner's next course and the seconds until it starts (asked again every minute). */
export function useNextCourse() {
  return useQuery({ queryKey: keyOf(c.topCountdown), queryFn: ({ signal }) => call(c.topCountdown, {}, { signal }), refetchInterval: 60_000, staleTime: HOME_LISTS_FRESH_MS });
}

/** The My courses page's tabs (shared rules/myCourses), each served by its dashboard endpoint. */
const TAB_ENDPOINTS = { ongoing: c.onGoing, coming: c.comingSoon, completed: c.completed } as const;

/** Four courses of one of the learner's tabs. */
export function useDashboardCourses(tab: MyCourseTab, options: { enabled?: boolean } = {}) {
  return useEndpointQuery(TAB_ENDPOINTS[tab], { pageNum: 1, pageSize: 4 }, { ...options, staleTime: HOME_LISTS_FRESH_MS });
}

/** Days and a clock face (`02:05:09`) for a number of seconds. */
export function splitDuration(seconds: number): { days: number; time: string } {
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  return { days, time: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}

/** The learner's next course and the time left until it starts. */
export function NextCourseCountdown() {
  const { t } = useTranslation('courseDetail');
  const next = useNextCourse();
  const [left, start] = useCountdown();
  const course = next.data?.course;
  const seconds = next.data?.secondsToStart;
  // Counted against the answer's time, so a throttled tab still shows the right figure.
  useEffect(() => {
    if (seconds != null && seconds > 0) start(Math.max(0, seconds - Math.floor((Date.now() - next.dataUpdatedAt) / 1000)));
  }, [seconds, next.dataUpdatedAt, start]);
  if (!course || seconds == null || seconds <= 0) return null;
  const { days, time } = splitDuration(left);
  return (
    <Card className="home-countdown" data-testid="home-countdown">
      <div className="home-countdown__body">
        <FieldTimeIcon className="home-countdown__icon" />
        <div className="home-countdown__text">
          <span className="plain-secondary">{t('home.nextCourse')}</span>
          <Link to={`/general-coursedetails?id=${course.id}`} className="plain-link home-countdown__name">
            {course.name}
          </Link>
          <span className="plain-secondary">
            <TimeText value={course.startAt} />
          </span>
        </div>
        <div className="home-countdown__timer">
          <div className="plain-secondary" id="home-countdown-title">
            {t('home.startsIn')}
          </div>
          <div role="timer" aria-labelledby="home-countdown-title" className="home-countdown__value">
            {t('home.countdown', { days, time })}
          </div>
        </div>
      </div>
    </Card>
  );
}

/** The learner's ongoing, coming and completed courses (four of each), linking to the full list. */
export function MyCoursesCard() {
  const { t } = useTranslation('courseDetail');
  const [tab, setTab] = useState<MyCourseTab>('ongoing');
  return (
    <HomeCard
      icon={BookIcon}
      title={t('menu:personalCourseList')}
      extra={
        <Link className="plain-link" to={tab === 'ongoing' ? '/personal-course-list' : `/personal-course-list?tab=${tab}`}>
          {t('home.all')}
        </Link>
      }
      testId="home-my-courses"
    >
      <Tabs items={MY_COURSE_TABS.map((key) => ({ key, label: t(`learner.tabs.${key}`) }))} active={tab} onChange={setTab}>
        <DashboardCourses key={tab} tab={tab} />
      </Tabs>
    </HomeCard>
  );
}

function DashboardCourses({ tab }: { tab: MyCourseTab }) {
  const { t } = useTranslation('courseDetail');
  const courses = useDashboardCourses(tab);
  if (!courses.data) return <Skeleton rows={3} />;
  if (courses.data.list.length === 0) return <Empty>{t(`learner.empty.${tab}`)}</Empty>;
  return (
    <div className="course-grid course-grid--home" data-testid={`home-courses-${tab}`}>
      {courses.data.list.map((course: CourseSummary) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </div>
  );
}
