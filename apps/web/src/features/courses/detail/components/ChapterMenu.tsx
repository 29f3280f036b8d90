import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { CheckCircleFilled, LockOutlined, ReadOutlined, SafetyCertificateOutlined, SettingOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { chapterOf, chapterStatusKey, menuModel, type ChapterStatus, type SectionKey } from '../chapters';

const EXTRA_ICONS = { teams: <TeamOutlined />, certificate: <SafetyCertificateOutlined />, manage: <SettingOutlined /> };

function chapterIcon(status: ChapterStatus) {
  if (status === 'locked') return <LockOutlined />;
  if (status === 'completed') return <CheckCircleFilled className="chapter-menu__done" />;
  if (status === 'gave_up') return <StopOutlined />;
  return <ReadOutlined />;
}

/**
 * The course page's side menu (spec §2): the three chapters with their sub-items, then teams,
 * certificate and management. A locked chapter is disabled for learners; the selected section's
 * chapter is open.
 */
export function ChapterMenu({ detail, selected, onSelect }: { detail: CourseDetail; selected: SectionKey; onSelect: (key: SectionKey) => void }) {
  const { t } = useTranslation('courseDetail');
  const model = useMemo(() => menuModel(detail), [detail]);
  const items: MenuProps['items'] = [
    ...model.chapters.map((c) => ({
      key: c.key,
      icon: chapterIcon(c.status),
      disabled: c.disabled,
      label: (
        <span className="chapter-menu__label" data-testid={`chapter-${c.chapter}`} data-status={c.status} data-disabled={c.disabled}>
          <span className="chapter-menu__title">{t(`course:chapter.${c.chapter}`)}</span>
          <span className={`chapter-menu__status chapter-menu__status--${c.status}`}>{t(chapterStatusKey(c.status, detail.me !== null))}</span>
        </span>
      ),
      children: c.children.map((s) => ({ key: s.key, disabled: c.disabled, label: <span data-testid={`section-${s.key}`}>{t(s.label)}</span> })),
    })),
    { type: 'divider' as const },
    ...model.extras.map((e) => ({ key: e.key, icon: EXTRA_ICONS[e.key], label: <span data-testid={`section-${e.key}`}>{t(e.label)}</span> })),
  ];
  // Every chapter the viewer can open starts expanded: the sub-items are the chapter's contents.
  const chapter = chapterOf(selected);
  const openKeys = model.chapters.filter((c) => !c.disabled || c.chapter === chapter).map((c) => c.key);
  return (
    <Menu
      mode="inline"
      className="chapter-menu"
      data-testid="chapter-menu"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={openKeys}
      onClick={({ key }) => onSelect(key as SectionKey)}
    />
  );
}
