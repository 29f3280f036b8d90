import { lazy, Suspense } from 'react';
import { Avatar, Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '../../../../api/hooks';
import { ensureTexts } from '../../../../i18n';
import { useAccess } from '../../../../app/access';
import { PhoneText } from '../../../../components/format';
import { useAfterPaint } from '../../../../lib/useAfterPaint';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/useMediaQuery';

// The sections below the welcome load once it has painted (docs/decisions/performance.md §13), with
// the texts of the pages they show (the route loads only the welcome's: routes.tsx `texts`, §14).
const loadSections = () => Promise.all([import('../../components/HomeSections'), ensureTexts()]).then(([sections]) => sections);
const HomeSections = lazy(loadSections);
const NextCourseCountdown = lazy(() => loadSections().then((sections) => ({ default: sections.NextCourseCountdown })));

/** The welcome's lead line (its largest text) reports its paint by this name (Element Timing). */
const WELCOME_PAINTED = 'home-welcome';

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
  const learner = useAccess()['course:join'];
  const session = useSessionInfo();
  const welcomed = useAfterPaint(!session.isPending, session.data ? WELCOME_PAINTED : undefined);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Space orientation="vertical" size={16} className="full-width">
          <Welcome />
          {learner && welcomed && (
            <Suspense fallback={null}>
              <NextCourseCountdown />
            </Suspense>
          )}
        </Space>
      </Col>
      {welcomed ? (
        <Suspense fallback={<SectionsLoading />}>
          <HomeSections />
        </Suspense>
      ) : (
        <SectionsLoading />
      )}
    </Row>
  );
}

/** Holds the sections' place (the footer stays below the fold) and keeps the page busy until they come. */
function SectionsLoading() {
  return (
    <Col span={24} className="home-sections-loading" aria-busy="true">
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    </Col>
  );
}

function Welcome() {
  const { t } = useTranslation('home');
  const { data: info } = useSessionInfo();
  const isPhone = useMediaQuery(PHONE_QUERY);
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
        {/* Not on a phone (no room): not rendered there, rather than hidden, as antd measures its letter. */}
        {!isPhone && (
          <Avatar size={56} alt="" src={user.avatarUrl ?? undefined} className="home-welcome__avatar">
            {user.name.slice(0, 1)}
          </Avatar>
        )}
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
          {/* A spread: React's types do not know the elementtiming attribute. */}
          <Typography.Paragraph type="secondary" className="home-welcome__lead" {...{ elementtiming: WELCOME_PAINTED }}>
            {t('lead')}
          </Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}
