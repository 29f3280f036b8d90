import { Alert, Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personality } from '@sandtable/sim/assessments';
import type { PersonalityReportView } from '@sandtable/shared/contracts/assessments';
import { Chart } from '../../../../components/charts/Chart';
import { useLocale } from '../../../../i18n/useLocale';
import { A, bfPdfUrl, langOf } from '../../hooks';
import { ChoiceReportPage } from '../../components/ChoiceReportPage';
import { styleBars } from '../../components/styleBars';
import '../../assessments.css';

type Profile = NonNullable<PersonalityReportView['profile']>;
type DomainBand = personality.DomainBand;

const BAND_COLOUR: Record<DomainBand, string> = { low: 'default', average: 'blue', high: 'geekblue' };

/**
 * `/bf-report?assessmentId=&userId=`: a personality report — the percentile per domain as bars with
 * their table (score, percentile and band against the provisional norm), then per domain what its
 * band means at work (strengths, what to watch); the PDF in both languages.
 */
export default function BfReportPage() {
  return (
    <ChoiceReportPage
      instrument="personality"
      prefix="bf"
      endpoint={A.personalityReport}
      pdf={bfPdfUrl}
    >
      {(profile) => <ProfileView profile={profile} />}
    </ChoiceReportPage>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const ids = personality.DOMAIN_IDS;
  const name = (id: personality.DomainId) => personality.domainOf(id).name[lang];
  const bandName = (band: DomainBand) => personality.DOMAIN_BAND_NAMES[band][lang];
  const option = styleBars(ids.map(name), [{ name: t('bf.percentile'), data: ids.map((d) => profile.percentile[d] ?? 0) }]);
  return (
    <>
      <Alert className="assessment-note" type="info" showIcon title={t('bf.norm')} data-testid="bf-norm" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card className="page-card" title={t('bf.chart')}>
            <Chart option={option} label={t('bf.chart')} height={240} />
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={ids.map((id) => ({ id, raw: profile.scores.raw[id], percentile: profile.percentile[id], band: profile.bands[id] as DomainBand }))}
              data-testid="bf-domains"
              columns={[
                { title: t('bf.domain'), dataIndex: 'id', render: (id: personality.DomainId) => name(id) },
                { title: t('bf.score'), dataIndex: 'raw', align: 'right' },
                { title: t('bf.percentile'), dataIndex: 'percentile', align: 'right' },
                { title: t('bf.band'), dataIndex: 'band', render: (band: DomainBand) => bandName(band) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card className="page-card" title={t('bf.descriptions')} data-testid="bf-descriptions">
            {ids.map((id) => {
              const d = personality.domainOf(id);
              const band = profile.bands[id] as DomainBand;
              const text = d.bands[band];
              return (
                <section key={id} className="bf-domain" data-testid={`bf-domain-${id}`}>
                  <Typography.Title level={5} className="bf-domain__title">
                    {d.name[lang]} <Tag color={BAND_COLOUR[band]}>{bandName(band)}</Tag>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{d.essence[lang]}</Typography.Paragraph>
                  <Typography.Paragraph>{text.summary[lang]}</Typography.Paragraph>
                  <dl className="bf-domain__notes">
                    <dt>{t('bf.strengths')}</dt>
                    <dd>{text.strengths[lang]}</dd>
                    <dt>{t('bf.watchOut')}</dt>
                    <dd>{text.watchOut[lang]}</dd>
                  </dl>
                </section>
              );
            })}
          </Card>
        </Col>
      </Row>
    </>
  );
}
