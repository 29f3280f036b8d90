import { Alert, Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointQuery } from '../../../../api/endpointHooks';

export interface CourseCredits {
  balance: number;
  holder: 'company' | 'me';
}

/** The course credits a new course's seats can be paid with: the company's for its people, else one's own; null while unknown. */
export function useCourseCredits(): CourseCredits | null {
  const assets = useEndpointQuery(api.wallet.assets, {});
  if (!assets.data) return null;
  return assets.data.company ? { balance: assets.data.company.credits, holder: 'company' } : { balance: assets.data.credits, holder: 'me' };
}

/**
 * "Pay the seats with course credits" on the wizard's last step, shown to who holds credits
 * (docs/decisions/commerce.md "Courses from credits"); the server takes them with the course.
 */
export function CreditsChoice({ credits, seats, checked, onChange }: { credits: CourseCredits | null; seats: number; checked: boolean; onChange: (pay: boolean) => void }) {
  const { t } = useTranslation('shop');
  if (!credits || credits.balance === 0) return null;
  const params = { seats, balance: credits.balance, holder: t(credits.holder === 'company' ? 'wallet.creditsHolderCompany' : 'wallet.creditsHolderMe') };
  return (
    <div className="course-wizard__credits" data-testid="pay-with-credits">
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="pay-with-credits-check">
        {t('wallet.payWithCredits')}
      </Checkbox>
      <Typography.Paragraph type="secondary" className="course-wizard__credits-help">
        {t('wallet.payWithCreditsHelp', params)}
      </Typography.Paragraph>
      {checked && credits.balance < seats && <Alert type="warning" showIcon title={t('wallet.payWithCreditsShort', params)} />}
    </div>
  );
}
