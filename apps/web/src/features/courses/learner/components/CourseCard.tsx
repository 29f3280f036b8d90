import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import type { GameId } from '@sandtable/shared/rules/course';
import { MoneyText, TimeText } from '../../../../components/format';
import { Card } from '../../../../components/plain/Card';
import { CalendarIcon, ClockCircleIcon, TeamIcon, UserIcon } from '../../../../components/plain/icons';
import { CourseTags } from '../../detail/components/CourseTags';

const GAME_COLOURS: Record<GameId, string> = { MS: '#1677ff', CM: '#722ed1', TS: '#13c2c2' };

/**
 * A course as the learner's lists and the home page show it: name, tags, dates, lecturer, seats.
 * Drawn without antd, in antd's small card look: the home page shows it before antd's frame loads
 * (docs/decisions/performance.md §16).
 */
export function CourseCard({ course, actions, showDeadline, showPrice }: { course: CourseSummary; actions?: ReactNode; showDeadline?: boolean; showPrice?: boolean }) {
  const { t } = useTranslation('courseDetail');
  return (
    <Card size="small" className="course-card" style={{ borderTopColor: GAME_COLOURS[course.gameId] }} data-testid={`course-card-${course.id}`}>
      <Link to={`/general-coursedetails?id=${course.id}`} className="plain-link course-card__name">
        {course.name}
      </Link>
      <CourseTags course={course} />
      <ul className="course-card__facts">
        <li>
          <CalendarIcon />
          <span>
            <TimeText value={course.startAt} /> – <TimeText value={course.endAt} />
          </span>
        </li>
        {showDeadline && (
          <li>
            <ClockCircleIcon />
            <span>
              {t('learner.deadline')} <TimeText value={course.registrationDeadline} />
            </span>
          </li>
        )}
        <li>
          <UserIcon />
          <span>{course.lecturer?.name ?? t('header.noLecturer')}</span>
        </li>
        <li>
          <TeamIcon />
          <span>{t('learner.seats', { taken: course.seatsTaken, total: course.participants, teams: course.teamCount })}</span>
        </li>
      </ul>
      {(actions || showPrice) && (
        <div className="course-card__footer">
          {showPrice ? (
            <strong className="course-card__price">{course.priceFen > 0 ? <MoneyText fen={course.priceFen} /> : t('learner.free')}</strong>
          ) : (
            <span />
          )}
          <div className="course-card__actions">{actions}</div>
        </div>
      )}
    </Card>
  );
}
