import { Alert, App, Button, Empty, Typography } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import type { ChapterState, SectionKey } from '../chapters';
import { useCourseAction } from '../hooks';
import { ChapterBar } from './ChapterBar';
import { LockedChapter } from './LockedChapter';

/**
 * Chapter 1, preparation: the case, the learning objectives and the introduction. A member is done
 * with it by saying they have read the case (one button under the text, on each of its sections).
 */
export function ChapterOne({ detail, state, section }: { detail: CourseDetail; state: ChapterState; section: SectionKey }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const locale = useLocale();
  const complete = useCourseAction(api.courses.completeChapter);
  const { course, me } = detail;

  const markDone = () =>
    complete.mutate(
      { courseId: course.id, chapter: 1 },
      {
        onSuccess: () => void message.success(t('ch1.doneToast')),
        onError: (error) => {
          const text = failureText(error);
          if (text) void message.error(text);
        },
      },
    );

  const objectives = locale === 'en-US' ? (course.objectivesEn ?? course.objectivesZh) : (course.objectivesZh ?? course.objectivesEn);
  const body = {
    'ch1.case': course.caseStudy,
    'ch1.objectives': objectives,
    'ch1.introduction': course.introduction,
  }[section as 'ch1.case'];
  const title = t(`menu.${section.slice(4)}`);

  return (
    <div className="chapter" data-testid="chapter-content-1">
      <ChapterBar member={detail.me !== null} state={state} section={title} />
      {state.status === 'locked' && me ? (
        <LockedChapter chapter={1} />
      ) : body ? (
        <Typography.Paragraph className="chapter__text" data-testid="chapter-text">
          {body}
        </Typography.Paragraph>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ch1.noObjectives')} />
      )}
      {me && state.status === 'open' && (
        <div className="chapter-read" data-testid="chapter-read">
          <Typography.Text className="chapter-read__hint">{t('ch1.readHint')}</Typography.Text>
          <Button type="primary" size="large" icon={<ReadOutlined />} loading={complete.isPending} onClick={markDone} data-testid="mark-chapter-done">
            {t('ch1.read')}
          </Button>
        </div>
      )}
      {me && state.status === 'completed' && <Alert className="chapter__hint" type="success" showIcon title={t('ch1.readDone')} data-testid="chapter-read-done" />}
    </div>
  );
}
