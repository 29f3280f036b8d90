import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { AppstoreOutlined, CalendarOutlined, FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '../../../../api/hooks';
import { useAccess } from '../../../../app/access';
import { PhoneText } from '../../../../components/format';
import { CourseMessages, HotCourses, MyCoursesCard, NextCourseCountdown, ProfilePrompt, RunningGames } from '../../components/CourseDashboard';
import { CourseCalendar } from '../../../courses/manage/CourseCalendar';
import '../../components/home.css';

/** The greeting follows the viewer's clock. */
function dayPart(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/**
 * `/home`: a welcome, the learner's next course and courses, hot courses, the games the user can
 * enter, the calendar, course messages and the profile prompt (spec §2). Announcements and reviews
 * come with their features (app/features); until then there is no empty panel for them.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const learner = useAccess()['course:join'];
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Space orientation="vertical" size={16} className="full-width">
          <Welcome />
          {learner && <NextCourseCountdown />}
        </Space>
      </Col>
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
  );
}

function Welcome() {
  const { t } = useTranslation('home');
  const { data: info } = useSessionInfo();
  if (!info) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  const { user, role } = info;
  return (
    <Card className="home-welcome">
      <div className="home-welcome__body">
        <Avatar size={56} alt="" src={user.avatarUrl ?? undefined} className="home-welcome__avatar">
          {user.name.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Title level={3} className="home-welcome__title" data-testid="welcome">
            {t(`greeting.${dayPart(new Date().getHours())}`, { name: user.name })}
          </Typography.Title>
          <Space wrap size={[8, 4]}>
            <Tag color="processing">{t(`common:role.${role}`)}</Tag>
            {user.companyName && <Typography.Text type="secondary">{user.companyName}</Typography.Text>}
            <Typography.Text type="secondary">
              {t('account', { account: user.account })}
              {user.mobile && (
                <>
                  {' · '}
                  <PhoneText phone={user.mobile} />
                </>
              )}
            </Typography.Text>
          </Space>
          <Typography.Paragraph type="secondary" className="home-welcome__lead">
            {t('lead')}
          </Typography.Paragraph>
        </div>
      </div>
    </Card>
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
