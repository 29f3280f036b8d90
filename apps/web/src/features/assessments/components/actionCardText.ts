import { useTranslation } from 'react-i18next';
import { actions } from '@sandtable/sim/assessments';
import { useLocale } from '../../../i18n/useLocale';
import { langOf } from '../hooks';

/** The name of the area a card responds to, "Teamwork status · Candid trust", in the reader's language (the key itself if unknown). */
export function useAreaLabel(): (key: string) => string {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  return (key) => {
    const area = actions.areaName(key);
    const instrument = actions.instrumentOfKey(key);
    return area && instrument ? t('cards.area', { instrument: t(`cards.instrument.${instrument}`), area: area[lang] }) : key;
  };
}
