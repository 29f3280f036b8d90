import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@sandtable/shared/contracts/promotion';

const COLOURS: Record<Promotion['phase'], string> = { upcoming: 'blue', active: 'green', ended: 'default' };

/** Where a promotion stands on the clock: upcoming, running, ended. */
export function PhaseTag({ phase }: { phase: Promotion['phase'] }) {
  const { t } = useTranslation('shop');
  return <Tag color={COLOURS[phase]}>{t(`promo.phases.${phase}`)}</Tag>;
}
