import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The way to a team's action cards (/action-cards?teamId=), from wherever the team's results are shown. */
export function ActionCardsLink({ teamId, teamName }: { teamId: number; teamName?: string }) {
  const { t } = useTranslation('assessment');
  return (
    <Link to={`/action-cards?teamId=${teamId}`} data-testid={`action-cards-${teamId}`}>
      {teamName ? t('cards.openOf', { team: teamName }) : t('cards.open')}
    </Link>
  );
}
