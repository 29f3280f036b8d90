import { Link } from 'react-router';
import { Card, Col, Descriptions, Result, Row, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import type { LeadershipReportView } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { Chart } from '../../../../components/charts/Chart';
import { useLocale } from '../../../../i18n/useLocale';
import { A, langOf, useAssessmentParams } from '../../hooks';
import { AttemptInvitePanel } from '../../components/InvitePanel';
import { LoadFrame } from '../../components/LoadFrame';
import { styleBars } from '../../components/styleBars';
import '../../assessments.css';
import { listOf } from '@sandtable/shared/format/list';

type Profile = NonNullable<LeadershipReportView['self']>;
type StyleId = leadership.StyleId;

/**
 * `/ls-details?assessmentId=&userId=` (spec §2): a leadership-style profile — the six styles' scores
 * as bars (with their table), how often each is used, the dominant and second style, versatility,
 * and advice: what to watch in the dominant style, what is worth developing in the least used one.
 */
export default function LsDetailsPage() {
  const { t } = useTranslation('assessment');
  const { assessmentId, userId } = useAssessmentParams();
  const report = useEndpointQuery(A.leadershipReport, { assessmentId: assessmentId ?? 0, ...(userId ? { userId } : {}) }, { enabled: assessmentId !== undefined });
  // A course's test has a group page; a self-study one has none.
  const inCourse = useEndpointQuery(A.myTests, {}).data?.some((x) => x.id === assessmentId && x.courseId !== null);
  return (
    <LoadFrame query={report} hasId={assessmentId !== undefined} back="/test">
      {(data) => (
        <div className="assessment-page" data-testid="ls-details">
          <PageHeading
            title={userId ? t('ls.detailsOf', { name: data.name }) : t('ls.detailsTitle')}
            lead={t('ls.detailsLead')}
            extra={
              <Space wrap>
                {data.self && <Link to={`/ls-details-diff?assessmentId=${assessmentId}${userId ? `&userId=${userId}` : ''}`} data-testid="ls-diff-link">{t('ls.diffTitle')}</Link>}
                {inCourse && <Link to={`/ls-details-group?assessmentId=${assessmentId}`} data-testid="ls-group-link">{t('ls.groupCourse')}</Link>}
              </Space>
            }
          />
          {data.self ? (
            <>
              <ProfileView profile={data.self} />
              {/* Colleagues' view: the person invites 3 to 5 (their own report only). */}
              {!userId && <AttemptInvitePanel assessmentId={assessmentId!} />}
            </>
          ) : (
            <Card>
              <Result status="info" title={t('ls.notFinished')} extra={assessmentId && <Link to={`/ls-test?assessmentId=${assessmentId}`}>{t('list.resume')}</Link>} />
            </Card>
          )}
        </div>
      )}
    </LoadFrame>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const name = (id: string) => leadership.styleOf(id as StyleId).name[lang];
  // The engine's order (ties broken by the scenario choices), so the least used style is never the second.
  const ranked = leadership.rankedStyles(profile.scores as leadership.StyleScores);
  const least = ranked[ranked.length - 1];
  const option = styleBars(ranked.map(name), [{ name: t('ls.score'), data: ranked.map((s) => Math.round(profile.scores.score[s] ?? 0)) }]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card className="page-card" title={t('ls.chart')}>
          <Chart option={option} label={t('ls.chart')} height={260} />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={ranked.map((id) => ({ id, score: Math.round(profile.scores.score[id] ?? 0), band: profile.bands[id] }))}
            data-testid="ls-styles"
            columns={[
              { title: t('ls.style'), dataIndex: 'id', render: (id: string) => name(id) },
              { title: t('ls.score'), dataIndex: 'score', align: 'right' },
              { title: t('ls.band'), dataIndex: 'band', render: (band: leadership.StyleBand) => leadership.STYLE_BAND_NAMES[band][lang] },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card className="page-card">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('ls.dominant')}>
              <Tag color="blue" data-testid="ls-dominant">{name(profile.dominant)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('ls.secondary')}>
              <Tag>{name(profile.secondary)}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph>
            <Typography.Text strong>{t('ls.versatility', { n: Math.round(profile.flexibility) })}</Typography.Text> · <Typography.Text type="secondary">{t('ls.versatilityHint')}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>{profile.repertoire.length ? t('ls.repertoire', { list: listOf(profile.repertoire.map(name), lang) }) : t('ls.noRepertoire')}</Typography.Paragraph>
        </Card>
        <Card className="page-card" title={t('ls.adviceTitle')} data-testid="ls-advice">
          <Advice title={t('ls.overuse')} style={profile.dominant as StyleId} text={(s) => s.overuse[lang]} />
          {least !== profile.dominant && <Advice title={t('ls.develop')} style={least} text={(s) => s.develop[lang]} />}
        </Card>
      </Col>
    </Row>
  );
}

/** One style's advice: its essence, when it works, what it risks, and the advice itself. */
function Advice({ title, style, text }: { title: string; style: StyleId; text: (s: leadership.LeadershipStyle) => string }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const s = leadership.styleOf(style);
  return (
    <section className="ls-advice">
      <Typography.Title level={5}>
        {title} · {s.name[lang]}
      </Typography.Title>
      <Typography.Paragraph>{text(s)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('ls.whenItWorks')}: {s.whenItWorks[lang]} {t('ls.risk')}: {s.risk[lang]}
      </Typography.Paragraph>
    </section>
  );
}
