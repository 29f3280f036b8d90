import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Calendar, Empty, Space, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { useMediaQuery, PHONE_QUERY } from '../../../lib/useMediaQuery';
import { CALENDAR_PAGE, coursesOn, monthGrid, useCalendarScope, useCoursesBetween } from './calendarData';
import { detailPath, GameTag, StatusTag } from './components/CourseBits';
import './manage.css';

/**
 * `/calendar`: a month of the caller's courses (managers: the courses they run; students: the
 * ones they are in), each day listing its courses; on phones a small month and the day's list.
 */
export function CalendarView() {
  const { t } = useTranslation('courseAdmin');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const scope = useCalendarScope();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const grid = monthGrid(month);
  const courses = useCoursesBetween(grid.from, grid.to, { scope });
  const list = courses.data?.list;
  const ofDay = coursesOn(list, day);

  const select = (d: Dayjs) => {
    setDay(d);
    if (!d.isSame(month, 'month')) setMonth(d.startOf('month'));
  };

  return (
    <>
      <PageHeading title={t('calendar.title')} lead={t(scope === 'managed' ? 'calendar.leadManaged' : 'calendar.leadMine')} />
      {(courses.data?.total ?? 0) > CALENDAR_PAGE && <Alert type="info" showIcon className="schedule-more" title={t('schedule.more', { shown: CALENDAR_PAGE, total: courses.data?.total })} />}
      <Card className="page-card calendar-page">
        <Spin spinning={courses.isFetching}>
          <Calendar
            fullscreen={!isPhone}
            value={day}
            onSelect={(d, info) => (info.source === 'date' ? select(d) : setMonth(d.startOf('month')))}
            onPanelChange={(d) => setMonth(d.startOf('month'))}
            headerRender={({ value, onChange }) => (
              <div className="calendar-page__header">
                <Typography.Title level={4} className="calendar-page__month">
                  {value.format(t('calendar.monthFormat'))}
                </Typography.Title>
                <Space.Compact data-testid="calendar-nav">
                  {(['prev', 'now', 'next'] as const).map((v) => (
                    <Button
                      key={v}
                      icon={v === 'prev' ? <LeftOutlined /> : v === 'next' ? <RightOutlined /> : undefined}
                      iconPlacement={v === 'next' ? 'end' : 'start'}
                      onClick={() => {
                        const next = v === 'prev' ? value.subtract(1, 'month') : v === 'next' ? value.add(1, 'month') : dayjs();
                        onChange(next);
                        select(next);
                      }}
                    >
                      {t(v === 'prev' ? 'calendar.prev' : v === 'next' ? 'calendar.next' : 'calendar.today')}
                    </Button>
                  ))}
                </Space.Compact>
              </div>
            )}
            cellRender={(d, info) => {
              if (info.type !== 'date') return info.originNode;
              const here = coursesOn(list, d);
              if (isPhone) return here.length ? <span className="course-calendar__dot course-calendar__dot--cell" /> : null;
              return (
                <ul className="calendar-page__events">
                  {here.slice(0, 3).map((c) => (
                    <li key={c.id} className={`calendar-page__event calendar-page__event--${c.status}`}>
                      <Link to={detailPath(c)} onClick={(e) => e.stopPropagation()} title={c.name}>
                        {c.name}
                      </Link>
                    </li>
                  ))}
                  {here.length > 3 && <li className="calendar-page__more">{t('calendar.more', { count: here.length - 3 })}</li>}
                </ul>
              );
            }}
            data-testid="calendar"
          />
        </Spin>
      </Card>
      <Card className="page-card calendar-page__day" title={t('calendar.dayTitle', { date: day.format('YYYY-MM-DD') })} data-testid="calendar-day">
        {ofDay.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.noneOnDay')} />
        ) : (
          <ul className="calendar-page__day-list">
            {ofDay.map((c) => (
              <li key={c.id}>
                <div className="calendar-page__day-name">
                  <Link to={detailPath(c)}>{c.name}</Link>
                  <StatusTag status={c.status} />
                </div>
                <Typography.Text type="secondary" className="calendar-page__day-meta">
                  <GameTag course={c} /> <TimeText value={c.startAt} /> – <TimeText value={c.endAt} />
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
