import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { call } from '../../../../api/client';
import { homeRefs } from '../../../../api/refs';
import { Button } from '../../../../components/plain/Button';
import { CheckIcon } from '../../../../components/plain/icons';
import { showToast } from '../../../../components/plain/toast';
import { failureText } from '../../../../lib/forms';

/**
 * Signs up for an open session. Disabled once enrolled (spec §4), when the seats are taken, and
 * for paid sessions, which are bought through an order (the reason told beside it). Drawn without
 * antd or the contracts' schemas, in antd's look: the home page's hot courses show it on its first
 * screen (docs/decisions/performance.md §16); what the lists need to refresh loads with the press.
 */
export function SignUpButton({ course, size = 'small' }: { course: CourseSummary; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation('courseDetail');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const reasonId = useId();
  if (course.enrolled) {
    return (
      <Button size={size} disabled icon={<CheckIcon />} data-testid={`enrolled-${course.id}`}>
        {t('signUp.enrolled')}
      </Button>
    );
  }
  const signUp = async () => {
    setPending(true);
    try {
      const detail = await call(homeRefs.signUp, { courseId: course.id });
      const { tookCourseDetail } = await import('../../detail/hooks');
      await tookCourseDetail(queryClient, detail);
      showToast('success', t('signUp.done', { name: course.name }));
    } catch (error) {
      const text = failureText(error);
      if (text) showToast('error', text);
    } finally {
      setPending(false);
    }
  };
  const full = course.seatsTaken >= course.participants;
  const paid = course.priceFen > 0 && !full;
  const button = (
    <Button variant="primary" size={size} disabled={full || paid} loading={pending} aria-describedby={paid ? reasonId : undefined} data-testid={`sign-up-${course.id}`} onClick={() => void signUp()}>
      {full ? t('signUp.full') : t('signUp.button')}
    </Button>
  );
  if (!paid) return button;
  // A disabled button takes no pointer: the span shows the reason on hover, screen readers hear it with the button.
  return (
    <span title={t('signUp.paid')}>
      {button}
      <span id={reasonId} className="visually-hidden">
        {t('signUp.paid')}
      </span>
    </span>
  );
}
