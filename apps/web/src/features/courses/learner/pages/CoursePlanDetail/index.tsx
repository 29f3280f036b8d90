import { Link, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { PageHeading } from '../../../../../components/PageHeading';
import { MoneyText, TimeText } from '../../../../../components/format';
import { failureText } from '../../../../../lib/forms';
import { useLocale } from '../../../../../i18n/useLocale';
import { CourseTags } from '../../../detail/components/CourseTags';
import { courseIdOf } from '../../../detail/hooks';
import { useCourse } from '../../../../../api/courses';
import { SignUpButton } from '../../components/SignUpButton';
import '../../../detail/detail.css';
import '../../learner.css';

/** The plan's milestones in time order: sign-up, early entry, start, automatic rounds, end. */
export function planMilestones(course: CourseDetail['course']): { at: string; key: string; params?: Record<string, string | number> }[] {
  const items: { at: string; key: string; params?: Record<string, string | number> }[] = [{ at: course.registrationDeadline, key: 'signUpCloses' }];
  if (course.advanceEntryHours > 0) items.push({ at: new Date(new Date(course.startAt).getTime() - course.advanceEntryHours * 3_600_000).toISOString(), key: 'earlyEntry', params: { hours: course.advanceEntryHours } });
  items.push({ at: course.startAt, key: 'starts' });
  if (course.autoRoundAt) items.push({ at: course.autoRoundAt, key: 'autoRounds', params: { rounds: course.rounds } });
  items.push({ at: course.endAt, key: 'ends' });
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** `/course-plan-detail?id=`: a course's plan, read-only — schedule, chapters, objectives. */
export default function CoursePlanDetailPage() {
  const { t } = useTranslation('courseDetail');
  const [params] = useSearchParams();
  const id = courseIdOf(params);
  const detail = useCourse(id, { live: true });

  if (!id || detail.isError) {
    return (
      <Card>
        <Result status="404" title={t('page.notFound')} subTitle={(detail.isError && failureText(detail.error)) || t('page.notFoundText')} />
      </Card>
    );
  }
  if (!detail.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return <Plan detail={detail.data} />;
}

function Plan({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const locale = useLocale();
  const { course, me, abilities } = detail;
  const objectives = locale === 'en-US' ? (course.objectivesEn ?? course.objectivesZh) : (course.objectivesZh ?? course.objectivesEn);

  return (
    <>
      <PageHeading
        title={course.name}
        lead={<CourseTags course={course} />}
        extra={
          <>
            {abilities.join && !me && <SignUpButton course={course} size="middle" />}
            <Link to={`/general-coursedetails?id=${course.id}`}>
              <Button type={me ? 'primary' : 'default'}>{t('plan.openCourse')}</Button>
            </Link>
          </>
        }
      />
      <div className="plan-grid" data-testid="course-plan">
        <div className="stack">
          <Card title={t('plan.objectives')} className="page-card">
            {objectives ? <Typography.Paragraph className="plan-text">{objectives}</Typography.Paragraph> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ch1.noObjectives')} />}
          </Card>
          <Card title={t('menu.introduction')} className="page-card">
            <Typography.Paragraph className="plan-text">{course.introduction}</Typography.Paragraph>
            {course.purpose && (
              <>
                <Typography.Title level={5}>{t('course:field.purpose')}</Typography.Title>
                <Typography.Paragraph className="plan-text">{course.purpose}</Typography.Paragraph>
              </>
            )}
          </Card>
          <Card title={t('plan.chapters')} className="page-card">
            <ol className="plan-chapters">
              {([1, 2, 3] as const).map((c) => (
                <li key={c}>
                  <Typography.Text strong>{t(`course:chapter.${c}`)}</Typography.Text>
                  <Typography.Paragraph type="secondary">{t(`plan.chapter${c}`, { rounds: course.rounds, game: t(`course:game.${course.gameId}`) })}</Typography.Paragraph>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="stack">
          <Card title={t('plan.schedule')} className="page-card" data-testid="plan-schedule">
            <Timeline
              items={planMilestones(course).map((m) => ({
                key: m.key,
                title: <TimeText value={m.at} />,
                content: t(`plan.milestone.${m.key}`, m.params),
              }))}
            />
          </Card>
          <Card title={t('plan.facts')} className="page-card">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'lecturer', label: t('header.lecturer'), children: course.lecturer?.name ?? t('header.noLecturer') },
                { key: 'participants', label: t('course:field.participants'), children: course.participants },
                { key: 'teams', label: t('course:field.teamCount'), children: course.teamCount },
                { key: 'rounds', label: t('course:field.rounds'), children: course.rounds },
                { key: 'seats', label: t('course:field.seats'), children: t('header.seatsValue', { taken: course.seatsTaken, total: course.participants }) },
                { key: 'price', label: t('header.price'), children: course.priceFen > 0 ? <MoneyText fen={course.priceFen} /> : t('learner.free') },
              ]}
            />
          </Card>
        </div>
      </div>
    </>
  );
}
