import { Link } from 'react-router';
import { Card, Col, Result, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import type { LeadershipReportView } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { Chart } from '../../../../components/charts/Chart';
import { useLocale } from '../../../../i18n/useLocale';
import { LoadFrame } from '../../components/LoadFrame';
import { styleBars } from '../../components/styleBars';
import { A, langOf, useAssessmentParams } from '../../hooks';
import '../../assessments.css';

type StyleId = leadership.StyleId;
type Profile = NonNullable<LeadershipReportView['self']>;
type Diff = NonNullable<LeadershipReportView['diff']>;

/**
 * `/ls-details-diff?assessmentId=&userId=` (spec §2): how the person sees their leadership styles
 * against how their colleagues see them — both scores per style, the gap, blind spots (styles the
 * person sees clearly more of than colleagues do) and hidden strengths (the reverse). Colleagues'
 * answers are shown together only, from three on; below that, how many have answered.
 */
export default function LsDetailsDiffPage() {
  const { t } = useTranslation('assessment');
  const { assessmentId, userId } = useAssessmentParams();
  const report = useEndpointQuery(A.leadershipReport, { assessmentId: assessmentId ?? 0, ...(userId ? { userId } : {}) }, { enabled: assessmentId !== undefined });
  return (
    <LoadFrame query={report} hasId={assessmentId !== undefined} back="/test">
      {(data) => (
        <div className="assessment-page" data-testid="ls-diff">
          <PageHeading title={userId ? t('ls.diffOf', { name: data.name }) : t('ls.diffTitle')} lead={t('ls.diffLead')} />
          {!data.self ? (
            <Card>
              <Result status="info" title={t('ls.notFinished')} />
            </Card>
          ) : data.others.status === 'withheld' || !data.diff ? (
            <Card>
              <Result
                status="info"
                title={t('ls.others', { min: data.others.status === 'withheld' ? data.others.needed : 3, count: data.others.count })}
                extra={!userId && <Link to={`/ls-details?assessmentId=${assessmentId}`}>{t('ls.inviteMore')}</Link>}
                data-testid="ls-diff-withheld"
              />
            </Card>
          ) : (
            <DiffView self={data.self} others={data.others.scores} diff={data.diff} count={data.others.count} />
          )}
        </div>
      )}
    </LoadFrame>
  );
}

function DiffView({ self, others, diff, count }: { self: Profile; others: Profile; diff: Diff; count: number }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const name = (id: string) => leadership.styleOf(id as StyleId).name[lang];
  const styles = leadership.STYLE_IDS;
  const round = (n: number | undefined) => Math.round(n ?? 0);
  const option = styleBars(styles.map(name), [
    { name: t('ls.diffSelf'), data: styles.map((s) => round(self.scores.score[s])) },
    { name: t('ls.diffOthers', { count }), data: styles.map((s) => round(others.scores.score[s])) },
  ]);
  const list = (ids: readonly string[], empty: string, colour: string, testId: string) => (
    <div data-testid={testId}>{ids.length ? ids.map((s) => <Tag key={s} color={colour}>{name(s)}</Tag>) : <Typography.Text type="secondary">{empty}</Typography.Text>}</div>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card className="page-card" title={t('ls.diffChart')}>
          <Chart option={option} label={t('ls.diffChart')} height={300} />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={styles.map((id) => ({ id, self: round(self.scores.score[id]), others: round(others.scores.score[id]), gap: round(diff.gap[id]) }))}
            data-testid="ls-diff-styles"
            columns={[
              { title: t('ls.style'), dataIndex: 'id', render: (id: string) => name(id) },
              { title: t('ls.diffSelf'), dataIndex: 'self', align: 'right' },
              { title: t('ls.diffOthers', { count }), dataIndex: 'others', align: 'right' },
              { title: t('ls.diffGap'), dataIndex: 'gap', align: 'right', render: (g: number) => (g > 0 ? `+${g}` : String(g)) },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card className="page-card" title={t('ls.blindSpots')}>
          <Typography.Paragraph type="secondary">{t('ls.blindSpotsLead')}</Typography.Paragraph>
          {list(diff.blindSpots, t('ls.noBlindSpots'), 'warning', 'ls-blind-spots')}
        </Card>
        <Card className="page-card" title={t('ls.hiddenStrengths')}>
          <Typography.Paragraph type="secondary">{t('ls.hiddenStrengthsLead')}</Typography.Paragraph>
          {list(diff.hiddenStrengths, t('ls.noHiddenStrengths'), 'success', 'ls-hidden-strengths')}
        </Card>
      </Col>
    </Row>
  );
}
