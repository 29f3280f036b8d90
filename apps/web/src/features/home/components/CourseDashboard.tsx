import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Progress, Skeleton, Statistic, Tabs, Tag, Typography } from 'antd';
import { BellOutlined, BookOutlined, FieldTimeOutlined, IdcardOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { courseEndpoints } from '@sandtable/shared/contracts/courses';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { MY_COURSE_TABS, type MyCourseTab } from '@sandtable/shared/rules/myCourses';
import { call } from '../../../api/client';
import { useAccess } from '../../../app/access';
import { keyOf, useEndpointQuery } from '../../../api/endpointHooks';
import { TimeText } from '../../../components/format';
import { CourseCard } from '../../courses/learner/components/CourseCard';
import { SignUpButton } from '../../courses/learner/components/SignUpButton';
import { gamePath } from '../../courses/detail/chapters';
import '../../courses/detail/detail.css';
import '../../courses/learner/learner.css';

const c = courseEndpoints;

/** The learner's next course and the time left until it starts (refreshed every minute). */
export function NextCourseCountdown() {
  const { t } = useTranslation('courseDetail');
  const next = useQuery({ queryKey: keyOf(c.topCountdown), queryFn: ({ signal }) => call(c.topCountdown, {}, { signal }), refetchInterval: 60_000 });
  const course = next.data?.course;
  const seconds = next.data?.secondsToStart;
  if (!course || seconds == null || seconds <= 0) return null;
  return (
    <Card className="home-countdown" data-testid="home-countdown">
      <div className="home-countdown__body">
        <FieldTimeOutlined className="home-countdown__icon" />
        <div className="home-countdown__text">
          <Typography.Text type="secondary">{t('home.nextCourse')}</Typography.Text>
          <Link to={`/general-coursedetails?id=${course.id}`} className="home-countdown__name">
            {course.name}
          </Link>
          <Typography.Text type="secondary">
            <TimeText value={course.startAt} />
          </Typography.Text>
        </div>
        <Statistic.Timer type="countdown" title={t('home.startsIn')} value={next.dataUpdatedAt + seconds * 1000} format={t('home.countdownFormat')} className="home-countdown__timer" />
      </div>
    </Card>
  );
}

/** The My courses page's tabs (shared rules/myCourses), each served by its dashboard endpoint. */
const MY_TABS = MY_COURSE_TABS.map((key) => ({ key, endpoint: { ongoing: c.onGoing, coming: c.comingSoon, completed: c.completed }[key] }));

/** The learner's ongoing, coming and completed courses (four of each), linking to the full list. */
export function MyCoursesCard() {
  const { t } = useTranslation('courseDetail');
  const [tab, setTab] = useState<MyCourseTab>('ongoing');
  return (
    <Card
      title={
        <span className="home-section__title">
          <BookOutlined />
          {t('menu:personalCourseList')}
        </span>
      }
      extra={<Link to={tab === 'ongoing' ? '/personal-course-list' : `/personal-course-list?tab=${tab}`}>{t('home.all')}</Link>}
      className="home-section"
      data-testid="home-my-courses"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as typeof tab)}
        destroyOnHidden
        items={MY_TABS.map(({ key, endpoint }) => ({ key, label: t(`learner.tabs.${key}`), children: <DashboardCourses endpoint={endpoint} tab={key} /> }))}
      />
    </Card>
  );
}

function DashboardCourses({ endpoint, tab }: { endpoint: (typeof MY_TABS)[number]['endpoint']; tab: string }) {
  const { t } = useTranslation('courseDetail');
  const courses = useEndpointQuery(endpoint, { pageNum: 1, pageSize: 4 });
  if (!courses.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (courses.data.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`learner.empty.${tab}`)} />;
  return (
    <div className="course-grid course-grid--home" data-testid={`home-courses-${tab}`}>
      {courses.data.list.map((course: CourseSummary) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </div>
  );
}

/** A home section with nothing to show: what is missing, and what would fill it. */
function SectionEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div className="home-section__empty">{title}</div>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </>
      }
    />
  );
}

/** Hot courses: the open sessions most signed up for (with sign-up for those who can join courses). */
export function HotCourses() {
  const { t } = useTranslation('courseDetail');
  const learner = useAccess()['course:join'];
  const courses = useEndpointQuery(c.select, { scope: 'open', sort: 'popular', order: 'desc', pageNum: 1, pageSize: 4 });
  if (!courses.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (courses.data.list.length === 0) {
    return <SectionEmpty title={t('home:sections.hotCourses.empty')} hint={t('home:sections.hotCourses.hint')} />;
  }
  return (
    <div className="course-grid course-grid--home" data-testid="home-hot-courses">
      {courses.data.list.map((course) => (
        <CourseCard key={course.id} course={course} showPrice actions={learner && <SignUpButton course={course} />} />
      ))}
    </div>
  );
}

/** The games running in the user's courses (or the ones they run), each with its way in. */
export function RunningGames() {
  const { t } = useTranslation('home');
  const games = useEndpointQuery(c.runningGames, {});
  if (!games.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (games.data.list.length === 0) {
    return <SectionEmpty title={t('sections.games.empty')} hint={t('sections.games.hint')} />;
  }
  return (
    <List
      dataSource={games.data.list}
      data-testid="home-running-games"
      renderItem={(game) => (
        <List.Item
          actions={[
            <Link key="enter" to={gamePath(game.courseId, game.gameId)} data-testid={`enter-game-${game.courseId}`}>
              <Button type="primary" size="small" icon={<PlayCircleOutlined />}>
                {t('sections.games.enter')}
              </Button>
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={<Link to={`/general-coursedetails?id=${game.courseId}`}>{game.courseName}</Link>}
            description={
              <>
                <Tag color={game.status === 'running' ? 'green' : 'orange'}>{t(`game:status.${game.status}`)}</Tag>
                {t(`course:game.${game.gameId}`)}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** What changed lately in the learner's courses (status changes, chapters released). */
export function CourseMessages() {
  const { t } = useTranslation('courseDetail');
  const messages = useQuery({ queryKey: keyOf(c.courseMessage), queryFn: ({ signal }) => call(c.courseMessage, {}, { signal }) });
  return (
    <Card
      title={
        <span className="home-section__title">
          <BellOutlined />
          {t('home.messages')}
        </span>
      }
      className="home-section"
      data-testid="home-course-messages"
    >
      {!messages.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : messages.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noMessages')} />
      ) : (
        <List
          size="small"
          dataSource={messages.data.list.slice(0, 5)}
          renderItem={(m) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={`/general-coursedetails?id=${m.courseId}`}>{m.courseName}</Link>}
                description={
                  <>
                    <div>{t(m.key, { ...m.params, defaultValue: t('home.messageFallback') })}</div>
                    <Typography.Text type="secondary" className="home-message__time">
                      <TimeText value={m.at} />
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** Asks the user to complete their profile while fields are missing. */
export function ProfilePrompt() {
  const { t } = useTranslation('courseDetail');
  const info = useQuery({ queryKey: keyOf(c.completeUserInfo), queryFn: ({ signal }) => call(c.completeUserInfo, {}, { signal }) });
  if (!info.data || info.data.percent >= 100) return null;
  return (
    <Card
      title={
        <span className="home-section__title">
          <IdcardOutlined />
          {t('home.profileTitle')}
        </span>
      }
      className="home-section"
      data-testid="home-profile-prompt"
    >
      <Progress percent={info.data.percent} size="small" aria-label={t('home.profileTitle')} />
      <Typography.Paragraph type="secondary" className="home-profile__text">
        {t('home.profileText')}
      </Typography.Paragraph>
      {info.data.missing.length > 0 && (
        <div className="home-profile__missing">
          {info.data.missing.map((field) => (
            <Tag key={field}>{t(`home.missing.${field}`, { defaultValue: t(`fields:${field}`, { defaultValue: field }) })}</Tag>
          ))}
        </div>
      )}
      <Link to="/student-information">
        <Button type="primary" size="small">
          {t('home.profileButton')}
        </Button>
      </Link>
    </Card>
  );
}
