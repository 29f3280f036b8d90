import type { ReactNode } from 'react';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Course } from '@sandtable/shared/contracts/courses';
import { MoneyText, TimeText } from '../../../../components/format';
import { CourseTags } from './CourseTags';

/** The top of the course page: name, status, game, kind, dates, lecturer, seats, and its actions. */
export function CourseHeader({ course, actions }: { course: Course; actions?: ReactNode }) {
  const { t } = useTranslation('courseDetail');
  const items = [
    {
      key: 'dates',
      label: t('header.dates'),
      children: (
        <span className="nowrap-parts">
          <TimeText value={course.startAt} /> – <TimeText value={course.endAt} />
        </span>
      ),
    },
    { key: 'deadline', label: t('course:field.registrationDeadline'), children: <TimeText value={course.registrationDeadline} /> },
    { key: 'lecturer', label: t('header.lecturer'), children: course.lecturer?.name ?? <Typography.Text type="secondary">{t('header.noLecturer')}</Typography.Text> },
    {
      key: 'seats',
      label: t('course:field.seats'),
      children: <span data-testid="course-seats">{t('header.seatsValue', { taken: course.seatsTaken, total: course.participants })}</span>,
    },
    { key: 'teams', label: t('course:field.teams'), children: course.teamCount },
    ...(course.companyName ? [{ key: 'company', label: t('header.company'), children: course.companyName }] : []),
    ...(course.priceFen > 0 ? [{ key: 'price', label: t('header.price'), children: <MoneyText fen={course.priceFen} /> }] : []),
  ];
  return (
    <Card className="course-header page-card" data-testid="course-header">
      <div className="course-header__top">
        <div className="course-header__title">
          <Typography.Title level={3} className="course-header__name" data-testid="course-name">
            {course.name}
          </Typography.Title>
          <CourseTags course={course} />
        </div>
        {actions && <div className="course-header__actions">{actions}</div>}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="course-header__facts" />
    </Card>
  );
}
