import { useTranslation } from 'react-i18next';
import { Catalogue } from '../../components/Catalogue';

/** `/shopping-centre`: what is on the shelf now, of every kind. */
export default function ShoppingCentrePage() {
  const { t } = useTranslation('shop');
  return <Catalogue title={t('menu:shoppingCentre')} lead={t('centre.lead')} />;
}
