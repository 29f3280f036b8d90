import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@sandtable/shared/rules/course';
import { TimeText } from '../../../../components/format';
import { chapterStatusKey, type ChapterState, type ChapterStatus } from '../chapters';

const COLOURS: Record<ChapterStatus, string> = { locked: 'default', open: 'processing', completed: 'success', gave_up: 'warning' };

/**
 * A chapter's heading: its name, the viewer's status in it (for a non-member, whether it is
 * released), when it was done, and its actions.
 */
export function ChapterBar({ state, section, actions, member }: { state: ChapterState; section: string; actions?: ReactNode; member: boolean }) {
  const { t } = useTranslation('courseDetail');
  return (
    <div className="chapter-bar" data-testid={`chapter-bar-${state.chapter}`}>
      <div className="chapter-bar__text">
        <Typography.Text type="secondary" className="chapter-bar__chapter">
          {t(`course:chapter.${state.chapter as Chapter}`)}
        </Typography.Text>
        <Typography.Title level={4} className="chapter-bar__title">
          {section}
        </Typography.Title>
        <span className="chapter-bar__status">
          <Tag color={COLOURS[state.status]} data-testid="chapter-status" data-status={state.status}>
            {t(chapterStatusKey(state.status, member))}
          </Tag>
          {state.completedAt && (
            <Typography.Text type="secondary">
              {t('chapter.doneAt')} <TimeText value={state.completedAt} />
            </Typography.Text>
          )}
        </span>
      </div>
      {actions && <div className="chapter-bar__actions">{actions}</div>}
    </div>
  );
}
