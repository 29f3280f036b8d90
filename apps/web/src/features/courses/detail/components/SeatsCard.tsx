import { App, Button, Card, Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { useCourseAction } from '../hooks';
import { useCourseCredits } from '../../create/components/CreditsChoice';

/**
 * A course's seats and course credits, for who may edit it: paid with credits (how many), or — for
 * who pays for it, with credits at hand — paying them now (`/user/asset/use.json`, with a confirmation).
 */
export function SeatsCard({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('shop');
  const { modal, message } = App.useApp();
  const { course } = detail;
  const credits = useCourseCredits();
  const use = useCourseAction(api.wallet.useCredits);
  // Offered to who pays for the course (its company's people, else its creator) before it begins.
  if (course.creditsPaid === 0 && (!detail.abilities.payCredits || !credits || credits.balance === 0)) return null;
  const params = { seats: course.participants, balance: credits?.balance ?? 0, holder: t(credits?.holder === 'company' ? 'wallet.creditsHolderCompany' : 'wallet.creditsHolderMe') };
  const confirm = () =>
    modal.confirm({
      title: t('wallet.useTitle'),
      content: t('wallet.useText', params),
      okText: t('wallet.useOk'),
      okButtonProps: { 'data-testid': 'confirm-use-credits' },
      onOk: () =>
        use.mutateAsync({ courseId: course.id }).then(
          () => void message.success(t('wallet.used', { seats: course.participants })),
          (error: unknown) => void message.error(failureText(error) ?? ''),
        ),
    });
  return (
    <Col xs={24} lg={12}>
      <Card size="small" title={t('wallet.seatsTitle')} className="manage-card" data-testid="seats-card">
        {course.creditsPaid > 0 ? (
          <Typography.Paragraph>{t('wallet.paidWith', { seats: course.creditsPaid })}</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('wallet.payWithCreditsHelp', params)}</Typography.Paragraph>
            <Button type="primary" disabled={params.balance < course.participants} onClick={confirm} data-testid="use-credits">
              {params.balance < course.participants ? t('wallet.payWithCreditsShort', params) : t('wallet.payWithCredits')}
            </Button>
          </>
        )}
      </Card>
    </Col>
  );
}
