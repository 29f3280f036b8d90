import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Col, Space } from 'antd';
import { AppstoreOutlined, CalendarOutlined, FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { CourseMessages, HotCourses, MyCoursesCard, ProfilePrompt, RunningGames } from './CourseDashboard';
import { CourseCalendar } from '../../courses/manage/CourseCalendar';
import './home.css';

// The countdown under the welcome comes with this chunk too.
export { NextCourseCountdown } from './CourseDashboard';

/**
 * Everything on the home page below the welcome: a chunk of its own (with the calendar, the course
 * cards, the contracts and their schemas), so the welcome paints without waiting for it
 * (docs/decisions/performance.md §13). Columns of the page's Row.
 */
export default function HomeSections() {
  const { t } = useTranslation();
  const learner = useAccess()['course:join'];
  return (
    <>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" size={16} className="full-width">
          {learner && <MyCoursesCard />}
          <Section id="games" icon={<AppstoreOutlined />} more={<Link to="/markSimos">{t('home:sections.games.about')}</Link>}>
            <RunningGames />
          </Section>
          <Section id="hotCourses" icon={<FireOutlined />} more={learner && <Link to="/sign-upCourse">{t('courseDetail:home.all')}</Link>}>
            <HotCourses />
          </Section>
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <Space orientation="vertical" size={16} className="full-width">
          <ProfilePrompt />
          <Section id="calendar" icon={<CalendarOutlined />}>
            <CourseCalendar />
          </Section>
          <CourseMessages />
        </Space>
      </Col>
    </>
  );
}

type SectionId = 'calendar' | 'hotCourses' | 'games';

/** A home section: its feature shows its own content and empty state. */
function Section({ id, icon, children, more }: { id: SectionId; icon: ReactNode; children: ReactNode; more?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Card
      title={
        <span className="home-section__title">
          {icon}
          {t(`sections.${id}.title`)}
        </span>
      }
      extra={more}
      className="home-section"
      data-testid={`home-section-${id}`}
    >
      {children}
    </Card>
  );
}
