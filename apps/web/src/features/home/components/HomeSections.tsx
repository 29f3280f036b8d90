import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Col, Row, Space } from 'antd';
import { AppstoreOutlined, CalendarOutlined, FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { CourseMessages, HotCourses, MyCoursesCard, NextCourseCountdown, ProfilePrompt, RunningGames } from './CourseDashboard';
import { CourseCalendar } from '../../courses/manage/CourseCalendar';
import './home.css';

/**
 * Everything on the home page below the welcome: a chunk of its own (with the calendar, the course
 * cards, the contracts and their schemas), so the welcome paints without waiting for it
 * (docs/decisions/performance.md §13), in antd's frame, which the welcome (drawn without antd)
 * does not need (§15). `countdown`: the learner's next course first, right under the welcome.
 */
export default function HomeSections({ countdown }: { countdown: boolean }) {
  const { t } = useTranslation();
  const learner = useAccess()['course:join'];
  return (
    <div className="home-page">
      {countdown && <NextCourseCountdown />}
      <Row gutter={[16, 16]}>
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
      </Row>
    </div>
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
