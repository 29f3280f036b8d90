import { Alert, Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamwork, type PercentileBand } from '@sandtable/sim/assessments';
import type { TeamworkReportView } from '@sandtable/shared/contracts/assessments';
import { useLocale } from '../../../../i18n/useLocale';
import { A, ACTION_BAND_COLOUR, langOf, twPdfUrl } from '../../hooks';
import { ChoiceReportPage } from '../../components/ChoiceReportPage';
import { ActionCardsLink } from '../../components/ActionCardsLink';
import '../../assessments.css';

type Profile = NonNullable<TeamworkReportView['profile']>;
type LevelId = teamwork.LevelId;

const BAND_COLOUR: Record<PercentileBand, string> = ACTION_BAND_COLOUR;

/**
 * `/tw-report?assessmentId=&userId=`: a teamwork-status report. It leads with where the team should
 * start — the lowest level from the foundation that is not high, with why and the first steps —
 * beside the five levels as a pyramid (the foundation at the bottom; in the page's order the
 * foundation comes first), then the team's view (its members' mean, withheld below the anonymity
 * threshold) and what each level looks like; the PDF in both languages.
 */
export default function TwReportPage() {
  return (
    <ChoiceReportPage
      instrument="teamwork"
      prefix="tw"
      endpoint={A.teamworkReport}
      pdf={twPdfUrl}
    >
      {(profile, report) => <ProfileView profile={profile} team={report.team} />}
    </ChoiceReportPage>
  );
}

function useNames() {
  const lang = langOf(useLocale());
  return {
    lang,
    name: (id: string) => teamwork.levelOf(id as LevelId).name[lang],
    band: (b: string) => teamwork.LEVEL_BAND_NAMES[b as PercentileBand][lang],
  };
}

function ProfileView({ profile, team }: { profile: Profile; team: TeamworkReportView['team'] }) {
  const { t } = useTranslation('assessment');
  const { lang, name, band } = useNames();
  return (
    <>
      <Alert className="assessment-note" type="info" showIcon title={t('tw.norm')} data-testid="tw-norm" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Focus focus={profile.focus} />
        </Col>
        <Col xs={24} lg={12}>
          <Card className="page-card tw-card" title={t('tw.pyramid')}>
            <Pyramid profile={profile} />
          </Card>
        </Col>
        {team && (
          <Col xs={24} lg={12}>
            <TeamView team={team} own={profile} />
          </Col>
        )}
        <Col xs={24} lg={team ? 12 : 24}>
          <Card className="page-card tw-card" title={t('tw.levelsTitle')} data-testid="tw-levels">
            {teamwork.LEVEL_IDS.map((id) => {
              const b = profile.bands[id] as PercentileBand;
              return (
                <section key={id} className="tw-level" data-testid={`tw-level-${id}`}>
                  <Typography.Title level={5} className="tw-level__title">
                    {name(id)} <Tag color={BAND_COLOUR[b]}>{band(b)}</Tag>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{teamwork.levelOf(id).essence[lang]}</Typography.Paragraph>
                  <Typography.Paragraph>{teamwork.levelOf(id).bands[b][lang]}</Typography.Paragraph>
                </section>
              );
            })}
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** Where to start: the level, what it is, why first, the first steps; or that every level is high. */
function Focus({ focus }: { focus: string | null }) {
  const { t } = useTranslation('assessment');
  const { lang } = useNames();
  if (!focus) {
    return (
      <Card className="page-card tw-card" title={t('tw.allHighTitle')} data-testid="tw-focus">
        <Typography.Paragraph>{teamwork.ALL_HIGH[lang]}</Typography.Paragraph>
      </Card>
    );
  }
  const level = teamwork.levelOf(focus as LevelId);
  return (
    <Card className="page-card tw-card" title={t('tw.focusTitle', { level: level.name[lang] })} data-testid="tw-focus">
      <Typography.Paragraph strong>{level.essence[lang]}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('tw.focusWhy')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('tw.firstSteps')}</Typography.Title>
      <Typography.Paragraph>{level.firstSteps[lang]}</Typography.Paragraph>
    </Card>
  );
}

/**
 * The five levels as a pyramid: an ordered list from the foundation up (so a screen reader reads
 * them in the order they are built), drawn bottom to top, each tier narrower than the one below it,
 * with its band, score and percentile; the level to start with marked.
 */
function Pyramid({ profile }: { profile: Profile }) {
  const { t } = useTranslation('assessment');
  const { name, band } = useNames();
  return (
    <ol className="tw-pyramid" data-testid="tw-pyramid">
      {teamwork.LEVEL_IDS.map((id, k) => {
        const b = profile.bands[id] as PercentileBand;
        const focus = profile.focus === id;
        return (
          <li
            key={id}
            className={`tw-tier tw-tier--${b}${focus ? ' tw-tier--focus' : ''}`}
            style={{ width: `${100 - k * 10}%` }}
            data-testid={`tw-tier-${id}`}
            aria-current={focus ? 'step' : undefined}
          >
            <span className="tw-tier__name">
              {t('tw.levelN', { n: k + 1 })} · {name(id)}
            </span>
            <span className="tw-tier__figures">
              <Tag color={BAND_COLOUR[b]}>{band(b)}</Tag>
              {focus && <Tag color="gold">{t('tw.startHere')}</Tag>}
              <span>{t('tw.tierScore', { score: profile.scores.raw[id], percentile: profile.percentile[id] })}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The team's view: its members' mean per level beside the person's own, under the anonymity rule. */
function TeamView({ team, own }: { team: NonNullable<TeamworkReportView['team']>; own: Profile }) {
  const { t } = useTranslation('assessment');
  const { name, band } = useNames();
  const view = team.profile;
  return (
    <Card className="page-card tw-card" title={t('tw.team', { team: team.teamName })} extra={<ActionCardsLink teamId={team.teamId} />} data-testid="tw-team">
      {view.status === 'withheld' ? (
        <Alert type="info" showIcon title={t('tw.teamWithheld', { needed: view.needed, count: view.count, members: team.members })} data-testid="tw-team-withheld" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('tw.teamLead', { count: view.count, members: team.members })}</Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="tw-team-levels"
            dataSource={teamwork.LEVEL_IDS.map((id) => ({ id, you: own.scores.raw[id], mean: view.scores.scores.raw[id], band: view.scores.bands[id] as PercentileBand }))}
            columns={[
              { title: t('tw.level'), dataIndex: 'id', render: (id: LevelId) => name(id) },
              { title: t('tw.you'), dataIndex: 'you', align: 'right' },
              {
                title: t('tw.teamMean'),
                dataIndex: 'mean',
                render: (v: number, r) => (
                  <span className="tw-team-mean">
                    {v.toFixed(1)} <Tag color={BAND_COLOUR[r.band]}>{band(r.band)}</Tag>
                  </span>
                ),
              },
            ]}
          />
          <Typography.Paragraph strong className="tw-team-focus" data-testid="tw-team-focus">
            {view.scores.focus ? t('tw.teamFocus', { level: name(view.scores.focus) }) : t('tw.teamAllHigh')}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
