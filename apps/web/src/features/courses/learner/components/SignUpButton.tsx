import { useState } from 'react';
import { useNavigate } from 'react-router';
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
 * Signs up for an open session. Disabled once enrolled (spec §4) and when the seats are taken. A
 * paid session's seat is bought in the shop: the button leads to its commodity's page (found when
 * pressed), or says it is not on sale yet. Drawn without
 * antd or the contracts' schemas, in antd's look: the home page's hot courses show it on its first
 * screen (docs/decisions/performance.md §16); what the lists need to refresh loads with the press.
 */
export function SignUpButton({ course, size = 'small' }: { course: CourseSummary; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation('courseDetail');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
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
  const buy = async () => {
    setPending(true);
    try {
      const found = await call(homeRefs.shopItems, { courseId: course.id, pageNum: 1, pageSize: 1 });
      if (found.list[0]) void navigate(`/toolList-details/${found.list[0].id}`);
      else showToast('info', t('signUp.notInShop'));
    } catch (error) {
      const text = failureText(error);
      if (text) showToast('error', text);
    } finally {
      setPending(false);
    }
  };
  const full = course.seatsTaken >= course.participants;
  const paid = course.priceFen > 0 && !full;
  return (
    <Button variant="primary" size={size} disabled={full} loading={pending} data-testid={`sign-up-${course.id}`} onClick={() => void (paid ? buy() : signUp())}>
      {full ? t('signUp.full') : paid ? t('signUp.buy') : t('signUp.button')}
    </Button>
  );
}
