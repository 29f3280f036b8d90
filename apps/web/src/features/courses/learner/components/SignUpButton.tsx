import { App, Button, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { courseEndpoints } from '@sandtable/shared/contracts/courses';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { useCourseAction } from '../../detail/hooks';

/**
 * Signs up for an open session. Disabled once enrolled (spec §4), when the seats are taken, and
 * for paid sessions, which are bought through an order.
 */
export function SignUpButton({ course, size = 'small' }: { course: CourseSummary; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const signUp = useCourseAction(courseEndpoints.signUp);
  if (course.enrolled) {
    return (
      <Button size={size} disabled icon={<CheckOutlined />} data-testid={`enrolled-${course.id}`}>
        {t('signUp.enrolled')}
      </Button>
    );
  }
  const full = course.seatsTaken >= course.participants;
  const paid = course.priceFen > 0;
  const button = (
    <Button
      type="primary"
      size={size}
      disabled={full || paid}
      loading={signUp.isPending}
      data-testid={`sign-up-${course.id}`}
      onClick={() =>
        signUp.mutate(
          { courseId: course.id },
          {
            onSuccess: () => void message.success(t('signUp.done', { name: course.name })),
            onError: (error) => {
              const text = failureText(error);
              if (text) void message.error(text);
            },
          },
        )
      }
    >
      {full ? t('signUp.full') : t('signUp.button')}
    </Button>
  );
  return paid && !full ? <Tooltip title={t('signUp.paid')}>{button}</Tooltip> : button;
}
