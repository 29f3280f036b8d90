import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Dropdown, Space, Tooltip, type ButtonProps, type MenuProps } from 'antd';
import { DashboardOutlined, EditOutlined, EyeOutlined, LoadingOutlined, MoreOutlined, PoweroffOutlined, RedoOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { useCloseCourse, useRestartCourse } from '../hooks';
import { useCourse } from '../../../../api/courses';
import { hasStarted } from '../../detail/chapters';
import { gamePath, playsOnline } from '../../gamePaths';
import { detailPath } from './CourseBits';
import { EditCourseDrawer } from './EditCourseDrawer';
import { RestartDialog } from './RestartDialog';

/**
 * What a manager can do to a course from a list: edit its details (not under the 12-hour lock),
 * open it, open a running market game's console, and — from the "more" menu, whose entries follow the course's abilities fetched when it
 * opens (the list does not carry them) — invite, close and restart.
 */
export function useCourseActions() {
  const [editing, setEditing] = useState<CourseSummary | null>(null);
  const [restarting, setRestarting] = useState<CourseSummary | null>(null);
  const render = (course: CourseSummary, options: { compact?: boolean } = {}): ReactNode => (
    <CourseActions course={course} compact={options.compact} onEdit={() => setEditing(course)} onRestartWithDates={() => setRestarting(course)} />
  );
  const dialogs = (
    <>
      <EditCourseDrawer course={editing} onClose={() => setEditing(null)} />
      <RestartDialog course={restarting} onClose={() => setRestarting(null)} />
    </>
  );
  return { render, dialogs };
}

function CourseActions({ course, compact, onEdit, onRestartWithDates }: { course: CourseSummary; compact?: boolean; onEdit: () => void; onRestartWithDates: () => void }) {
  const { t } = useTranslation('courseAdmin');
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [menuOpen, setMenuOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const detail = useCourse(asked ? course.id : null, { staleTime: 10_000 });
  const closer = useCloseCourse();
  const restarter = useRestartCourse();
  const abilities = detail.data?.abilities;

  const confirmClose = () =>
    modal.confirm({
      title: t('actions.closeTitle', { name: course.name }),
      content: t('actions.closeText'),
      okText: t('actions.close'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-close' } as ButtonProps,
      cancelText: t('common:action.cancel'),
      onOk: () =>
        closer.mutateAsync({ id: course.id }).then(
          () => void message.success(t('actions.closed', { name: course.name })),
          (error) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });

  const restart = () => {
    // A start that has passed needs new dates; otherwise the course reopens as it was.
    if (new Date(course.startAt).getTime() <= Date.now()) {
      onRestartWithDates();
      return;
    }
    modal.confirm({
      title: t('actions.restartTitle', { name: course.name }),
      content: t('actions.restartText'),
      okText: t('actions.restart'),
      cancelText: t('common:action.cancel'),
      onOk: () =>
        restarter.mutateAsync({ id: course.id }).then(
          () => void message.success(t('actions.restarted', { name: course.name })),
          (error) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });
  };

  const loadingItem = { key: 'loading', disabled: true, icon: <LoadingOutlined />, label: t('actions.loading') };
  const items: MenuProps['items'] = !abilities
    ? [detail.isError ? { key: 'error', disabled: true, label: t('actions.loadFailed') } : loadingItem]
    : [
        { key: 'invite', icon: <UserAddOutlined />, disabled: !abilities.invite, label: abilities.invite ? t('actions.invite') : t('actions.inviteClosed') },
        ...(abilities.close ? [{ type: 'divider' as const }, { key: 'close', icon: <PoweroffOutlined />, danger: true, label: t('actions.close') }] : []),
        ...(abilities.restart ? [{ type: 'divider' as const }, { key: 'restart', icon: <RedoOutlined />, label: t('actions.restart') }] : []),
      ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setMenuOpen(false);
    if (key === 'invite') navigate(`/initiate-invitation?courseId=${course.id}`);
    if (key === 'close') confirmClose();
    if (key === 'restart') restart();
  };

  const edit = (
    <Button type="link" size="small" icon={compact ? <EditOutlined /> : undefined} disabled={course.lockedForEdit} onClick={onEdit} data-testid={`edit-course-${course.id}`}>
      {t('actions.edit')}
    </Button>
  );

  return (
    <Space size={0} wrap className="course-actions">
      {course.lockedForEdit ? (
        <Tooltip title={t('errors:courseLockedBeforeStart')}>
          <span>{edit}</span>
        </Tooltip>
      ) : (
        edit
      )}
      <Button type="link" size="small" icon={compact ? <EyeOutlined /> : undefined} onClick={() => navigate(detailPath(course))}>
        {t('actions.open')}
      </Button>
      {playsOnline(course.gameId) && hasStarted(course.status) && (
        // The online game's console, where the course's manager starts and runs the game.
        <Button type="link" size="small" icon={compact ? <DashboardOutlined /> : undefined} onClick={() => navigate(gamePath(course.id, course.gameId))} data-testid={`game-console-${course.id}`}>
          {t('actions.gameConsole')}
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        open={menuOpen}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (open) {
            setAsked(true);
            if (detail.data) void detail.refetch();
          }
        }}
        menu={{ items, onClick: onMenu }}
      >
        <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('actions.more', { name: course.name })} data-testid={`more-${course.id}`}>
          {compact ? null : t('actions.moreShort')}
        </Button>
      </Dropdown>
    </Space>
  );
}
