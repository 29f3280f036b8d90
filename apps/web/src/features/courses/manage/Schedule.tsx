import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, DatePicker, Empty, Segmented, Skeleton, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppstoreOutlined, BarsOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { SCHEDULED_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import { TimeText } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { useMediaQuery, PHONE_QUERY } from '../../../lib/useMediaQuery';
import { byWeek, CALENDAR_PAGE, useCoursesBetween, weekSpan } from './calendarData';
import { CourseLink, detailPath, GameTag, Seats, StatusTag } from './components/CourseBits';
import { readVersionFlag, useVersionFlag } from './versionFlag';
import './manage.css';

export const SCHEDULE_PATHS = { 1: '/curriculum-schedule', 2: '/curriculum-schedule-new' } as const;
/** What the schedule shows: courses still to run and running. */
const SCHEDULED: CourseStatus[] = [...SCHEDULED_STATUSES];
const WEEKS = 4;

/**
 * The schedule (`/curriculum-schedule`: a table by week; `-new`: a week timeline): upcoming and
 * running courses of four weeks from the chosen one. The version flag picks the variant.
 */
export function Schedule({ variant }: { variant: 'table' | 'timeline' }) {
  const { t } = useTranslation('courseAdmin');
  const navigate = useNavigate();
  const [, setFlag] = useVersionFlag();
  const [from, setFrom] = useState<Dayjs>(() => dayjs().startOf('week'));
  const to = from.add(WEEKS, 'week');
  const courses = useCoursesBetween(from, to, { scope: 'managed', status: SCHEDULED });
  const weeks = byWeek(courses.data?.list ?? [], from, WEEKS);

  useEffect(() => {
    if (variant === 'table' && readVersionFlag() === 2) navigate(SCHEDULE_PATHS[2], { replace: true });
  }, [variant, navigate]);

  const flip = (v: 1 | 2) => {
    setFlag(v);
    navigate(SCHEDULE_PATHS[v]);
  };

  return (
    <div className="course-page">
      <PageHeading
        title={t('schedule.title')}
        lead={t('schedule.lead', { weeks: WEEKS })}
        extra={
          <Segmented
            value={variant === 'table' ? 1 : 2}
            onChange={(v) => flip(v as 1 | 2)}
            options={[
              { value: 1, icon: <BarsOutlined />, label: t('list.versionOld') },
              { value: 2, icon: <AppstoreOutlined />, label: t('list.versionNew') },
            ]}
            aria-label={t('list.version')}
            data-testid="version-switch"
          />
        }
      />
      <Card className="page-card">
        <div className="schedule-nav">
          <Button icon={<LeftOutlined />} onClick={() => setFrom(from.subtract(1, 'week'))} aria-label={t('schedule.earlier')} />
          <DatePicker picker="week" value={from} onChange={(d) => d && setFrom(d.startOf('week'))} allowClear={false} format={(d) => t('schedule.range', { from: d.startOf('week').format('YYYY-MM-DD'), to: d.startOf('week').add(WEEKS, 'week').subtract(1, 'day').format('MM-DD') })} className="schedule-nav__picker" />
          <Button icon={<RightOutlined />} onClick={() => setFrom(from.add(1, 'week'))} aria-label={t('schedule.later')} />
          <Button type="link" onClick={() => setFrom(dayjs().startOf('week'))} disabled={from.isSame(dayjs().startOf('week'), 'day')}>
            {t('schedule.thisWeek')}
          </Button>
        </div>
        {(courses.data?.total ?? 0) > CALENDAR_PAGE && <Alert type="info" showIcon className="schedule-more" title={t('schedule.more', { shown: CALENDAR_PAGE, total: courses.data?.total })} />}
        {!courses.data ? <Skeleton active paragraph={{ rows: 8 }} /> : variant === 'table' ? <ScheduleTable weeks={weeks} loading={courses.isFetching} /> : <ScheduleTimeline weeks={weeks} />}
      </Card>
    </div>
  );
}

type Week = ReturnType<typeof byWeek<CourseSummary>>[number];

function weekLabel(t: TFunction, week: Week) {
  return t('courseAdmin:schedule.week', { from: week.start.format('MM-DD'), to: week.end.subtract(1, 'day').format('MM-DD') });
}

/** The old version: one row per course and week, the week cell spanning its courses. */
function ScheduleTable({ weeks, loading }: { weeks: Week[]; loading: boolean }) {
  const { t } = useTranslation('courseAdmin');
  type Row = CourseSummary & { rowKey: string; week: Week; first: boolean; span: number };
  const rows: Row[] = weeks.flatMap((week) =>
    week.courses.length === 0
      ? [{ rowKey: `${week.start.valueOf()}-none`, week, first: true, span: 1, id: -1 } as Row]
      : week.courses.map((c, i) => ({ ...c, rowKey: `${week.start.valueOf()}-${c.id}`, week, first: i === 0, span: week.courses.length })),
  );
  const columns: ColumnsType<Row> = [
    {
      title: t('schedule.weekColumn'),
      key: 'week',
      width: 150,
      onCell: (r) => ({ rowSpan: r.first ? r.span : 0 }),
      render: (_, r) => <span className="nowrap schedule-table__week">{weekLabel(t, r.week)}</span>,
    },
    {
      title: t('course:field.name'),
      key: 'name',
      width: 220,
      onCell: (r) => (r.id === -1 ? { colSpan: 7 } : {}),
      render: (_, r) => (r.id === -1 ? <Typography.Text type="secondary">{t('schedule.weekEmpty')}</Typography.Text> : <CourseLink course={r} />),
    },
    { title: t('list.status'), key: 'status', width: 110, onCell: (r) => (r.id === -1 ? { colSpan: 0 } : {}), render: (_, r) => r.id !== -1 && <StatusTag status={r.status} /> },
    { title: t('course:field.gameId'), key: 'game', width: 120, onCell: (r) => (r.id === -1 ? { colSpan: 0 } : {}), render: (_, r) => r.id !== -1 && <GameTag course={r} /> },
    { title: t('course:field.startAt'), key: 'start', width: 150, onCell: (r) => (r.id === -1 ? { colSpan: 0 } : {}), render: (_, r) => r.id !== -1 && <TimeText value={r.startAt} /> },
    { title: t('course:field.endAt'), key: 'end', width: 150, onCell: (r) => (r.id === -1 ? { colSpan: 0 } : {}), render: (_, r) => r.id !== -1 && <TimeText value={r.endAt} /> },
    { title: t('course:field.lecturerId'), key: 'lecturer', width: 110, onCell: (r) => (r.id === -1 ? { colSpan: 0 } : {}), render: (_, r) => (r.id !== -1 ? (r.lecturer?.name ?? t('list.noLecturer')) : null) },
    { title: t('course:field.seats'), key: 'seats', width: 130, onCell: (r) => (r.id === -1 ? { colSpan: 0 } : {}), render: (_, r) => r.id !== -1 && <Seats course={r} compact /> },
  ];
  return <Table<Row> rowKey="rowKey" size="small" bordered columns={columns} dataSource={rows} pagination={false} loading={loading} scroll={{ x: 1040 }} data-testid="schedule-table" />;
}

/** The new version: each week as seven day columns with the courses as bars across their days. */
function ScheduleTimeline({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation('courseAdmin');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const today = dayjs();
  return (
    <div className="schedule-timeline" data-testid="schedule-timeline">
      {weeks.map((week) => (
        <section key={week.start.valueOf()} className="schedule-week">
          <Typography.Title level={5} className="schedule-week__title">
            {weekLabel(t, week)}
            <Typography.Text type="secondary" className="schedule-week__count">
              {t('schedule.count', { count: week.courses.length })}
            </Typography.Text>
          </Typography.Title>
          {isPhone ? (
            week.courses.length === 0 ? (
              <Typography.Text type="secondary">{t('schedule.weekEmpty')}</Typography.Text>
            ) : (
              <ul className="schedule-week__list">
                {week.courses.map((c) => (
                  <li key={c.id} className={`schedule-week__item schedule-week__item--${c.status}`}>
                    <CourseLink course={c} />
                    <span className="schedule-week__meta">
                      <TimeText value={c.startAt} /> · <StatusTag status={c.status} />
                    </span>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <div className="schedule-grid">
              {Array.from({ length: 7 }, (_, i) => {
                const day = week.start.add(i, 'day');
                return (
                  <div key={i} className={`schedule-grid__day${day.isSame(today, 'day') ? ' schedule-grid__day--today' : ''}`} style={{ gridColumn: i + 1 }}>
                    <span className="schedule-grid__weekday">{day.format('ddd')}</span>
                    <span className="schedule-grid__date tabular">{day.format('MM-DD')}</span>
                  </div>
                );
              })}
              {week.courses.length === 0 && (
                <div className="schedule-grid__empty" style={{ gridColumn: '1 / 8' }}>
                  {t('schedule.weekEmpty')}
                </div>
              )}
              {week.courses.map((c) => {
                const span = weekSpan(c, week.start);
                return (
                  <Tooltip key={c.id} title={<CourseTip course={c} />}>
                    <Link to={detailPath(c)} className={`schedule-bar schedule-bar--${c.status}`} style={{ gridColumn: `${span.from} / ${span.to}` }} data-testid={`schedule-bar-${c.id}`}>
                      <span className="schedule-bar__time tabular">{dayjs(c.startAt).format('HH:mm')}</span>
                      <span className="schedule-bar__name">{c.name}</span>
                    </Link>
                  </Tooltip>
                );
              })}
            </div>
          )}
        </section>
      ))}
      {weeks.every((w) => w.courses.length === 0) && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schedule.empty')} />}
    </div>
  );
}

function CourseTip({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('courseAdmin');
  return (
    <div>
      <div>
        <strong>{course.name}</strong>
      </div>
      <div>
        {t(`course:status.${course.status}`)} · {t(`course:game.${course.gameId}`)}
      </div>
      <div>
        <TimeText value={course.startAt} /> – <TimeText value={course.endAt} />
      </div>
      <div>{t('list.seatsTip', { taken: course.seatsTaken, total: course.participants })}</div>
    </div>
  );
}
