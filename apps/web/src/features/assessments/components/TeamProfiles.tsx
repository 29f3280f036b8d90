import { Link } from 'react-router';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { debrief, leadership, teamRole } from '@sandtable/sim/assessments';
import type { TeamProfiles as Profiles } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { useLocale } from '../../../i18n/useLocale';
import { headlineNames } from '../headline';
import { A, langOf, roleNames } from '../hooks';
import '../assessments.css';

type Team = Profiles['teams'][number];

/** What the game showed of every team (its figures) and which of them the tests speak to (docs/assessments/debrief-findings.md). */
export interface GameEvidence<M extends string = string> {
  rules: readonly debrief.EvidenceRule<M>[];
  metrics: ReadonlyMap<number, Partial<Record<M, number>>>;
}

const isRole = (id: string): id is teamRole.RoleId => (teamRole.ROLE_IDS as readonly string[]).includes(id);
const isStyle = (id: string): id is leadership.StyleId => (leadership.STYLE_IDS as readonly string[]).includes(id);

/**
 * What a team's tests say, as the rules of evidence read it: role gaps once at least half of the
 * members answered (fewer, and a "gap" may be a member who did not answer), rarely used styles only
 * from a profile shown under the anonymity rule.
 */
export function profileFacts(team: Team): debrief.ProfileFacts {
  const roles = team.roles;
  const ls = team.leadership?.profile;
  return {
    teamId: team.teamId,
    roleGaps: roles && roles.finished > 0 && roles.finished * 2 >= team.members ? roles.gaps.filter(isRole) : null,
    rareStyles: ls?.status === 'shown' ? ls.scores.missing.filter(isStyle) : null,
  };
}

/**
 * A game's debrief, continued: each team's role mix and leadership profile from the course's
 * team-role and leadership-style tests, beside what the team did in the game (issue 14 "linked to
 * the games"; docs/decisions/assessments.md "Team profiles in the debriefs"). A member sees their
 * own team, the course's managers every team. Shown once the course has either test; until then a
 * manager is told where to assign one, a member sees nothing.
 */
export function TeamProfiles({ courseId, evidence }: { courseId: number; evidence?: GameEvidence }) {
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
            <TeamProfile key={team.teamId} team={team} data={data} findings={evidence ? debrief.profileFindings(evidence.rules, evidence.metrics, [profileFacts(team)]) : []} />
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

function TeamProfile({ team, data, findings }: { team: Team; data: Profiles; findings: readonly debrief.Finding<string>[] }) {
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
      {findings.length > 0 && <Findings teamId={team.teamId} findings={findings} />}
    </section>
  );
}

/** A metric's figure as the debrief reads it: shares as percentages, the R&D index as a multiple, a gain in points. */
function useFigure() {
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (metric: string, value: number) => (metric === 'researchIndex' || metric === 'teamGain' ? plain.format(value) : percent.format(value));
}

/** What the game showed where the team lacked a contribution: both figures and a question to talk about. */
function Findings({ teamId, findings }: { teamId: number; findings: readonly debrief.Finding<string>[] }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const figure = useFigure();
  // Chinese sentences follow one another without a space.
  const gap = lang === 'zh' ? '' : ' ';
  const causeText = (c: debrief.Cause) =>
    c.kind === 'role_gap' ? t('teamProfiles.findings.roleGap', { role: roleNames([c.id], lang) }) : t('teamProfiles.findings.rareStyle', { style: headlineNames('leadership', [c.id], lang) });
  return (
    <div className="team-profile__findings" data-testid={`team-findings-${teamId}`}>
      <h4 className="team-profile__findings-title">{t('teamProfiles.findings.title')}</h4>
      <Typography.Paragraph type="secondary">{t('teamProfiles.findings.caution')}</Typography.Paragraph>
      <ul>
        {findings.map((f) => (
          <li key={`${f.cause.id}-${f.metric}`} data-testid={`team-finding-${teamId}-${f.cause.id}`}>
            <strong>{causeText(f.cause)}</strong>
            {gap}
            {t(`teamProfiles.findings.metric.${f.metric}`, { value: figure(f.metric, f.value), others: figure(f.metric, f.others) })}
            {gap}
            <em>{t(`teamProfiles.findings.ask.${f.cause.id}`)}</em>
          </li>
        ))}
      </ul>
    </div>
  );
}
