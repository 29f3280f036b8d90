import { Alert, Card, Col, Descriptions, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { communication } from '@sandtable/sim/assessments';
import type { CommunicationReportView } from '@sandtable/shared/contracts/assessments';
import { useLocale } from '../../../../i18n/useLocale';
import { A, csPdfUrl, langOf } from '../../hooks';
import { ChoiceReportPage } from '../../components/ChoiceReportPage';
import { StyleMap } from '../../components/StyleMap';
import '../../assessments.css';
import { listOf } from '@sandtable/shared/format/list';

type Profile = NonNullable<CommunicationReportView['profile']>;
type StyleId = communication.StyleId;

/**
 * `/comm-report?assessmentId=&userId=`: a communication-style report — the two-axis map with the
 * person's point and the axes' table (score, leaning, percentile against the provisional norm), the
 * style with its strength and the styles close by, what it brings, how it shows under pressure and
 * what is worth practising, advice for working with each style; the PDF in both languages.
 */
export default function CommReportPage() {
  return (
    <ChoiceReportPage
      instrument="communication"
      prefix="cs"
      endpoint={A.communicationReport}
      pdf={csPdfUrl}
    >
      {(profile) => <ProfileView profile={profile} />}
    </ChoiceReportPage>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const style = (id: string) => communication.styleOf(id as StyleId);
  const own = style(profile.style);
  const pole = (p: communication.PoleId) => communication.POLE_NAMES[p][lang];
  const rows = communication.AXES.map((axis) => {
    const score = profile.scores[axis.id];
    return {
      id: axis.id,
      axis: lang === 'zh' ? `${axis.name.zh}（${pole(axis.low)} ↔ ${pole(axis.high)}）` : `${axis.name.en} (${pole(axis.low)} ↔ ${pole(axis.high)})`,
      score,
      leaning: Math.abs(score) <= communication.BALANCED_WITHIN ? t('cs.balanced') : pole(score > 0 ? axis.high : axis.low),
      percentile: profile.percentile[axis.id],
    };
  });
  return (
    <>
      <Alert className="assessment-note" type="info" showIcon title={t('cs.norm')} data-testid="cs-norm" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card className="page-card" title={t('cs.map')}>
            <StyleMap assertiveness={profile.scores.assertiveness} responsiveness={profile.scores.responsiveness} style={own.id} lang={lang} />
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={rows}
              data-testid="cs-axes"
              columns={[
                { title: t('cs.axis'), dataIndex: 'axis' },
                { title: t('cs.score'), dataIndex: 'score', align: 'right' },
                { title: t('cs.leaning'), dataIndex: 'leaning' },
                { title: t('cs.percentile'), dataIndex: 'percentile', align: 'right' },
              ]}
            />
            <Typography.Paragraph type="secondary" className="cs-axes-lead">
              {t('cs.axesLead')}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card className="page-card">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('cs.style')}>
                <Tag color="blue" data-testid="cs-style" data-style={own.id}>
                  {own.name[lang]}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('cs.strength')}>
                <span data-testid="cs-strength">{t('cs.strengthValue', { value: profile.strength, band: communication.STRENGTH_BAND_NAMES[profile.strengthBand][lang] })}</span>
              </Descriptions.Item>
              {profile.near.length > 0 && (
                <Descriptions.Item label={t('cs.near')}>
                  <span data-testid="cs-near">{listOf(profile.near.map((id) => style(id).name[lang]), lang)}</span>
                </Descriptions.Item>
              )}
            </Descriptions>
            {profile.near.length > 0 && <Typography.Paragraph type="secondary">{t('cs.nearLead')}</Typography.Paragraph>}
            <Typography.Paragraph>{own.essence[lang]}</Typography.Paragraph>
            <Typography.Title level={5}>{t('cs.strengths')}</Typography.Title>
            <Typography.Paragraph>{own.strengths[lang]}</Typography.Paragraph>
            <Typography.Title level={5}>{t('cs.underPressure')}</Typography.Title>
            <Typography.Paragraph>{own.underPressure[lang]}</Typography.Paragraph>
            <Typography.Title level={5}>{t('cs.stretch')}</Typography.Title>
            <Typography.Paragraph>{own.stretch[lang]}</Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Card className="page-card" title={t('cs.workingWith')} data-testid="cs-advice">
        <Typography.Paragraph type="secondary">{t('cs.workingWithLead')}</Typography.Paragraph>
        {profile.advice.map((a) => {
          const other = style(a.with);
          return (
            <section key={a.with} className="ls-advice" data-with={a.with}>
              <Typography.Title level={5}>{a.with === own.id ? t('cs.ownStyle', { style: other.name[lang] }) : t('cs.withStyle', { style: other.name[lang] })}</Typography.Title>
              <Typography.Paragraph>{communication.WORKING_WITH[own.id][other.id][lang]}</Typography.Paragraph>
            </section>
          );
        })}
      </Card>
    </>
  );
}
