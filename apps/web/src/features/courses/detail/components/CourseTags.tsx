import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import type { CourseStatus } from '@sandtable/shared/machines/course';
// Drawn without antd (in antd's look): the home page's course cards show them before antd's frame
// loads (docs/decisions/performance.md §16).
import { Tag, type TagColour } from '../../../../components/plain/Tag';
import './CourseTags.css';

/** One colour per course status, used by every course list and page. */
export const STATUS_COLOURS: Record<CourseStatus, TagColour> = {
  inviting: 'processing',
  upcoming: 'gold',
  in_progress: 'success',
  completed: 'cyan',
  closed: 'default',
  failed_start: 'error',
  disabled: 'default',
};

export function CourseStatusTag({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('course');
  return (
    <Tag colour={STATUS_COLOURS[status]} data-testid="course-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** Status, game and kind of a course, as tags. */
export function CourseTags({ course }: { course: Pick<CourseSummary, 'status' | 'gameId' | 'kind' | 'tsVersion'> }) {
  const { t } = useTranslation('course');
  return (
    <div className="course-tags">
      <CourseStatusTag status={course.status} />
      <Tag colour="blue">
        {t(`game.${course.gameId}`)}
        {course.gameId === 'TS' && course.tsVersion ? ` v${course.tsVersion}` : ''}
      </Tag>
      <Tag>{t(`kind.${course.kind}`)}</Tag>
    </div>
  );
}

/** A team's boot colour as a small swatch (with the colour named for screen readers). */
export function BootSwatch({ colour, size = 12 }: { colour: string; size?: number }) {
  const { t } = useTranslation('course');
  return <span className="boot-swatch" role="img" aria-label={`${t('field.colour')} ${colour}`} style={{ background: colour, width: size, height: size }} />;
}
