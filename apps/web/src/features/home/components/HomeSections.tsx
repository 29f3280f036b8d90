import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { courseEndpoints } from '@sandtable/shared/contracts/courses';
import { call } from '../../../api/client';
import { keyOf } from '../../../api/endpointHooks';
import { TimeText } from '../../../components/format';
import { buttonClass } from '../../../components/plain/Button';
import { Empty } from '../../../components/plain/Empty';
import { BellIcon, CalendarIcon, IdcardIcon } from '../../../components/plain/icons';
import { Skeleton } from '../../../components/plain/Skeleton';
import { CourseCalendar } from '../../courses/manage/CourseCalendar';
import { HomeCard } from './HomeCard';
import { Section } from './MainSections';
import './home.css';

const c = courseEndpoints;

/**
 * The home page's side column: the profile prompt, the course calendar and the course messages,
 * drawn with antd (its calendar, progress and lists). A chunk of its own with antd's frame, loaded as
 * the reader comes near it (HomeBody.tsx; docs/decisions/performance.md §13, §16): a wide screen
 * shows it beside the main column at once, a phone last.
 */
export default function HomeSections() {
  return (
    <div className="home-column">
      <ProfilePrompt />
      <Section id="calendar" icon={CalendarIcon}>
        <CourseCalendar />
      </Section>
      <CourseMessages />
    </div>
  );
}

/** What changed lately in the learner's courses (status changes, chapters released). */
export function CourseMessages() {
  const { t } = useTranslation('courseDetail');
  const messages = useQuery({ queryKey: keyOf(c.courseMessage), queryFn: ({ signal }) => call(c.courseMessage, {}, { signal }) });
  return (
    <HomeCard icon={BellIcon} title={t('home.messages')} testId="home-course-messages">
      {!messages.data ? (
        <Skeleton rows={3} />
      ) : messages.data.list.length === 0 ? (
        <Empty>{t('home.noMessages')}</Empty>
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
    </HomeCard>
  );
}

/** Asks the user to complete their profile while fields are missing. */
export function ProfilePrompt() {
  const { t } = useTranslation('courseDetail');
  const info = useQuery({ queryKey: keyOf(c.completeUserInfo), queryFn: ({ signal }) => call(c.completeUserInfo, {}, { signal }) });
  if (!info.data || info.data.percent >= 100) return null;
  return (
    <HomeCard icon={IdcardIcon} title={t('home.profileTitle')} testId="home-profile-prompt">
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
      <Link to="/student-information" className={buttonClass({ variant: 'primary', size: 'small' })}>
        {t('home.profileButton')}
      </Link>
    </HomeCard>
  );
}
