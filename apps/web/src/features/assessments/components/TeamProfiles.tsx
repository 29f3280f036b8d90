import { Link } from 'react-router';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import type { TeamProfiles as Profiles } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { useLocale } from '../../../i18n/useLocale';
import { headlineNames } from '../headline';
import { A, langOf, roleNames } from '../hooks';
import '../assessments.css';

type Team = Profiles['teams'][number];

/**
 * A game's debrief, continued: each team's role mix and leadership profile from the course's
 * team-role and leadership-style tests, beside what the team did in the game (issue 14 "linked to
 * the games"; docs/decisions/assessments.md "Team profiles in the debriefs"). A member sees their
 * own team, the course's managers every team. Shown once the course has either test; until then a
 * manager is told where to assign one, a member sees nothing.
 */
export function TeamProfiles({ courseId }: { courseId: number }) {
  const { t } = useTranslation('assessment');
  const profiles = useEndpointQuery(A.teamProfiles, { courseId }, { enabled: courseId > 0 });
  const data = profiles.data;
  if (profiles.isError) return null;
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const assigned = data.teamRoleAssessmentId !== null || data.leadershipAssessmentId !== null;
  if (!assigned && !data.managed) return null;
  return (
    <Card title={t('teamProfiles.title')} data-testid="team-profiles">
      {assigned ? (
        <div className="stack">
          <Typography.Paragraph type="secondary">{t('teamProfiles.prompt')}</Typography.Paragraph>
          {data.teams.map((team) => (
            <TeamProfile key={team.teamId} team={team} data={data} />
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teamProfiles.none')}>
          <Link to={`/general-coursedetails?id=${courseId}`}>{t('teamProfiles.assign')}</Link>
        </Empty>
      )}
    </Card>
  );
}

function TeamProfile({ team, data }: { team: Team; data: Profiles }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const styleNames = (ids: readonly string[]) => headlineNames('leadership', ids, lang);
  const roles = team.roles;
  const ls = team.leadership;
  const shown = ls?.profile.status === 'shown' ? ls.profile.scores : null;
  const mostLed = shown ? leadership.mostLedStyles(shown.dominantCount) : [];
  return (
    <section className="team-profile" aria-labelledby={`team-profile-${team.teamId}`} data-testid={`team-profile-${team.teamId}`}>
      <h3 id={`team-profile-${team.teamId}`} className="team-profile__name">
        {team.teamName}
      </h3>
      <dl className="team-profile__facts">
        {roles && (
          <>
            <dt>{t('teamProfiles.roles')}</dt>
            <dd>
              <div>{t('teamProfiles.answered', { finished: roles.finished, members: team.members })}</div>
              {roles.finished > 0 && (
                <>
                  <div>
                    {t('teamProfiles.covered')}: {roles.covered.length ? roles.covered.map((id) => <Tag key={id}>{roleNames([id], lang)}</Tag>) : t('report.none')}
                  </div>
                  <div>
                    {t('teamProfiles.gaps')}: {roleNames(roles.gaps, lang) || t('report.none')}
                  </div>
                  {roles.overlaps.length > 0 && (
                    <div>
                      {t('teamProfiles.overlaps')}: {roleNames(roles.overlaps, lang)}
                    </div>
                  )}
                </>
              )}
              <Link to={`/belbinGroupReport?teamId=${team.teamId}`}>{t('teamProfiles.rolesReport')}</Link>
            </dd>
          </>
        )}
        {ls && data.leadershipAssessmentId !== null && (
          <>
            <dt>{t('teamProfiles.leadership')}</dt>
            <dd>
              <div>{t('teamProfiles.answered', { finished: ls.finished, members: team.members })}</div>
              {shown ? (
                <>
                  <div>
                    {t('teamProfiles.mostLed')}: {styleNames(mostLed)}
                  </div>
                  <div>
                    {t('teamProfiles.rarelyUsed')}: {styleNames(shown.missing) || t('report.none')}
                  </div>
                </>
              ) : (
                ls.profile.status === 'withheld' && <Typography.Text type="secondary">{t('teamProfiles.withheld', { needed: ls.profile.needed })}</Typography.Text>
              )}
              <Link to={`/ls-details-group?assessmentId=${data.leadershipAssessmentId}&teamId=${team.teamId}`}>{t('teamProfiles.leadershipReport')}</Link>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
