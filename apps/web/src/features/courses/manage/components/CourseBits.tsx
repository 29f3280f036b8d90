import { Link } from 'react-router';
import { Progress, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import type { CourseStatus } from '@sandtable/shared/machines/course';

/** Small pieces every course list shows alike: status, game and kind, seats, the detail link. */

export const STATUS_COLOURS: Record<CourseStatus, string> = {
  inviting: 'blue',
  upcoming: 'cyan',
  in_progress: 'green',
  completed: 'default',
  closed: 'default',
  failed_start: 'red',
  disabled: 'default',
};

export function StatusTag({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('courseAdmin');
  return (
    <Tag color={STATUS_COLOURS[status]} className="course-status" data-status={status}>
      {t(`course:status.${status}`)}
    </Tag>
  );
}

export function GameTag({ course }: { course: Pick<CourseSummary, 'gameId' | 'tsVersion'> }) {
  const { t } = useTranslation('courseAdmin');
  return (
    <Tag className="course-game">
      {t(`course:game.${course.gameId}`)}
      {course.gameId === 'TS' && course.tsVersion ? ` v${course.tsVersion}` : ''}
    </Tag>
  );
}

/** Seats taken of the participants, as a thin bar with the numbers. */
export function Seats({ course, compact }: { course: Pick<CourseSummary, 'seatsTaken' | 'participants'>; compact?: boolean }) {
  const { t } = useTranslation('courseAdmin');
  const percent = Math.min(100, Math.round((course.seatsTaken / Math.max(1, course.participants)) * 100));
  return (
    <Tooltip title={t('list.seatsTip', { taken: course.seatsTaken, total: course.participants })}>
      <div className={`course-seats${compact ? ' course-seats--compact' : ''}`}>
        <Progress percent={percent} showInfo={false} size="small" aria-label={t('list.seatsTip', { taken: course.seatsTaken, total: course.participants })} />
        <Typography.Text className="tabular nowrap" type="secondary">
          {course.seatsTaken}/{course.participants}
        </Typography.Text>
      </div>
    </Tooltip>
  );
}

export const detailPath = (course: Pick<CourseSummary, 'id' | 'gameId' | 'tsVersion'>) =>
  `/general-coursedetails?id=${course.id}${course.gameId === 'TS' && course.tsVersion ? `&tsVersion=${course.tsVersion}` : ''}`;

export function CourseLink({ course }: { course: Pick<CourseSummary, 'id' | 'gameId' | 'tsVersion' | 'name'> }) {
  return (
    <Link to={detailPath(course)} className="course-link">
      {course.name}
    </Link>
  );
}
