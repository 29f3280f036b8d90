import { Alert, Card, Col, Descriptions, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import type { ConflictReportView } from '@sandtable/shared/contracts/assessments';
import { Chart } from '../../../../components/charts/Chart';
import { useLocale } from '../../../../i18n/useLocale';
import { A, cfPdfUrl, langOf } from '../../hooks';
import { ChoiceReportPage } from '../../components/ChoiceReportPage';
import { styleBars } from '../../components/styleBars';
import '../../assessments.css';
import { listOf } from '@sandtable/shared/format/list';

type Profile = NonNullable<ConflictReportView['profile']>;
type ModeId = conflict.ModeId;

/**
 * `/cf-report?assessmentId=&userId=`: a conflict-handling report — points per mode as bars with their
 * table (percentile and band against the provisional norm), the two axes, the most and least used
 * modes, and advice; the PDF in both languages.
 */
export default function CfReportPage() {
  return (
    <ChoiceReportPage
      instrument="conflict"
      prefix="cf"
      endpoint={A.conflictReport}
      pdf={cfPdfUrl}
    >
      {(profile) => <ProfileView profile={profile} />}
    </ChoiceReportPage>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const name = (id: string) => conflict.modeOf(id as ModeId).name[lang];
  const names = (ids: readonly string[]) => listOf(ids.map(name), lang);
  const option = styleBars(profile.ranked.map(name), [{ name: t('cf.points'), data: profile.ranked.map((m) => profile.scores.points[m] ?? 0) }], conflict.MODE_MAX);
  return (
    <>
      <Alert className="assessment-note" type="info" showIcon title={t('cf.norm')} data-testid="cf-norm" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card className="page-card" title={t('cf.chart')}>
            <Chart option={option} label={t('cf.chart')} height={240} />
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={profile.ranked.map((id) => ({ id, points: profile.scores.points[id], percentile: profile.percentile[id], band: profile.bands[id] }))}
              data-testid="cf-modes"
              columns={[
                { title: t('cf.mode'), dataIndex: 'id', render: (id: string) => name(id) },
                { title: t('cf.points'), dataIndex: 'points', align: 'right' },
                { title: t('cf.percentile'), dataIndex: 'percentile', align: 'right' },
                { title: t('cf.band'), dataIndex: 'band', render: (band: conflict.ModeBand) => conflict.MODE_BAND_NAMES[band][lang] },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card className="page-card">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('cf.dominant')}>
                <span data-testid="cf-dominant">
                  {profile.dominant.map((m) => (
                    <Tag key={m} color="blue">{name(m)}</Tag>
                  ))}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('cf.leastUsed')}>
                <span data-testid="cf-least">{profile.leastUsed.length ? names(profile.leastUsed) : t('cf.allEqual')}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('cf.assertiveness')}>{profile.scores.assertiveness}</Descriptions.Item>
              <Descriptions.Item label={t('cf.cooperativeness')}>{profile.scores.cooperativeness}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary">{t('cf.axesLead')}</Typography.Paragraph>
          </Card>
          <Card className="page-card" title={t('cf.adviceTitle')} data-testid="cf-advice">
            {profile.advice.map((a) => {
              const m = conflict.modeOf(a.mode as ModeId);
              return (
                <section key={`${a.kind}-${a.mode}`} className="ls-advice">
                  <Typography.Title level={5}>
                    {t(`cf.${a.kind}`)} · {m.name[lang]}
                  </Typography.Title>
                  <Typography.Paragraph>{m[a.kind][lang]}</Typography.Paragraph>
                  <Typography.Paragraph type="secondary">
                    {m.essence[lang]} {t('cf.whenItFits')}: {m.whenItFits[lang]} {t('cf.risk')}: {m.risk[lang]}
                  </Typography.Paragraph>
                </section>
              );
            })}
          </Card>
        </Col>
      </Row>
    </>
  );
}
