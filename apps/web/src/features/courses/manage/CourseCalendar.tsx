import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Calendar, Empty, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { coursesOn, monthGrid, useCoursesBetween } from './calendarData';
import { detailPath, StatusTag } from './components/CourseBits';
import './manage.css';

/**
 * A compact month calendar of the caller's courses for the home page: a dot on each day with a
 * course, the chosen day's courses below, and the way to the full calendar. Managers see the
 * courses they run, students the ones they are in.
 */
export function CourseCalendar() {
  const { t } = useTranslation('courseAdmin');
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const grid = monthGrid(month);
  const courses = useCoursesBetween(grid.from, grid.to);
  const list = courses.data?.list;
  const ofDay = coursesOn(list, day);
  // Moving a month moves the chosen day with it, so the grid (it shows the value's month) follows.
  const moveMonth = (by: number) => {
    const next = day.add(by, 'month');
    setDay(next);
    setMonth(next.startOf('month'));
  };

  return (
    <div className="course-calendar" data-testid="course-calendar">
      <Spin spinning={courses.isFetching && !list} size="small">
        <Calendar
          fullscreen={false}
          value={day}
          onSelect={(d) => setDay(d)}
          onPanelChange={(d, mode) => mode === 'month' && setMonth(d.startOf('month'))}
          // Named arrow buttons rather than antd's unlabelled year and month selects.
          headerRender={() => (
            <div className="course-calendar__header">
              <Button type="text" size="small" icon={<LeftOutlined />} aria-label={t('calendar.prev')} onClick={() => moveMonth(-1)} />
              <Typography.Text strong className="tabular">
                {month.format(t('calendar.monthFormat'))}
              </Typography.Text>
              <Button type="text" size="small" icon={<RightOutlined />} aria-label={t('calendar.next')} onClick={() => moveMonth(1)} />
            </div>
          )}
          fullCellRender={(d, info) => {
            if (info.type !== 'date') return info.originNode;
            const has = coursesOn(list, d).length > 0;
            return (
              <div className={`course-calendar__cell${d.isSame(day, 'day') ? ' course-calendar__cell--on' : ''}${d.isSame(dayjs(), 'day') ? ' course-calendar__cell--today' : ''}${d.isSame(month, 'month') ? '' : ' course-calendar__cell--other'}`}>
                <span className="tabular">{d.date()}</span>
                {has && <span className="course-calendar__dot" role="img" aria-label={t('calendar.hasCourses')} />}
              </div>
            );
          }}
        />
      </Spin>
      <div className="course-calendar__day">
        <Typography.Text strong>{t('calendar.dayTitle', { date: day.format('YYYY-MM-DD') })}</Typography.Text>
        {ofDay.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.noneOnDay')} className="course-calendar__empty" />
        ) : (
          <ul className="course-calendar__list">
            {ofDay.slice(0, 5).map((c) => (
              <li key={c.id}>
                <Badge status={c.status === 'in_progress' ? 'processing' : c.status === 'failed_start' ? 'error' : 'default'} />
                <Link to={detailPath(c)} className="course-calendar__name">
                  {c.name}
                </Link>
                <StatusTag status={c.status} />
              </li>
            ))}
            {ofDay.length > 5 && <li className="course-calendar__more">{t('calendar.more', { count: ofDay.length - 5 })}</li>}
          </ul>
        )}
        <Link to="/calendar" className="course-calendar__all">
          {t('calendar.openFull')} <RightOutlined />
        </Link>
      </div>
    </div>
  );
}

export default CourseCalendar;
