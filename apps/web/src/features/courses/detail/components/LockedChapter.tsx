import type { ReactNode } from 'react';
import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@sandtable/shared/rules/course';

/**
 * What a chapter shows before it is released (chapter 1: before the course starts): to learners
 * when it will open; to the course's managers (`manager`) that they release it.
 */
export function LockedChapter({ chapter, extra, manager = false }: { chapter: Chapter; extra?: ReactNode; manager?: boolean }) {
  const { t } = useTranslation('courseDetail');
  return (
    <Result
      className="chapter-locked"
      icon={<LockOutlined />}
      title={t('chapter.locked.title')}
      subTitle={manager ? t('chapter.locked.manager') : t(`chapter.locked.text${chapter}`)}
      extra={extra}
      data-testid={`chapter-locked-${chapter}`}
    />
  );
}
