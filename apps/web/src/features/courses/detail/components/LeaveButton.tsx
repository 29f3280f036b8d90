import { useNavigate } from 'react-router';
import { App, Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { hasStarted } from '../chapters';
import { useLeaveCourse } from '../hooks';

/**
 * Leaving a course (spec §2), after a confirmation that says what it costs: before the start the
 * seat is freed; once the course runs, leaving is giving up (chapter 2 scores 0).
 */
export function LeaveButton({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const leave = useLeaveCourse(detail.course.id);
  const started = hasStarted(detail.course.status);

  const confirm = () =>
    modal.confirm({
      title: t('leave.title', { name: detail.course.name }),
      content: started ? t('leave.textStarted') : t('leave.textBefore'),
      okText: t('leave.ok'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-leave' },
      onOk: () =>
        leave.mutateAsync().then(
          () => {
            void message.success(t(started ? 'leave.doneStarted' : 'leave.doneBefore', { name: detail.course.name }));
            void navigate('/personal-course-list');
          },
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });

  return (
    <Button danger icon={<LogoutOutlined />} onClick={confirm} data-testid="leave-course">
      {t('leave.button')}
    </Button>
  );
}
