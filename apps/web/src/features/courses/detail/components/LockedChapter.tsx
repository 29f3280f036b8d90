import type { ReactNode } from 'react';
import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@sandtable/shared/rules/course';

/** What a chapter shows before it is released (chapter 1: before the course starts). */
export function LockedChapter({ chapter, extra }: { chapter: Chapter; extra?: ReactNode }) {
  const { t } = useTranslation('courseDetail');
  return (
    <Result
      className="chapter-locked"
      icon={<LockOutlined />}
      title={t('chapter.locked.title')}
      subTitle={t(`chapter.locked.text${chapter}`)}
      extra={extra}
      data-testid={`chapter-locked-${chapter}`}
    />
  );
}
