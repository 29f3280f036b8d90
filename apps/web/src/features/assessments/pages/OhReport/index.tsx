import { Alert, Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgHealth, PERCENTILE_BAND_NAMES, type PercentileBand } from '@sandtable/sim/assessments';
import type { OrgHealthReportView } from '@sandtable/shared/contracts/assessments';
import { listOf } from '@sandtable/shared/format/list';
import { useLocale } from '../../../../i18n/useLocale';
import { A, ACTION_BAND_COLOUR, langOf, ohPdfUrl } from '../../hooks';
import { ChoiceReportPage } from '../../components/ChoiceReportPage';
import '../../assessments.css';

type Profile = NonNullable<OrgHealthReportView['profile']>;
type AreaId = orgHealth.AreaId;

const BAND_COLOUR: Record<PercentileBand, string> = ACTION_BAND_COLOUR;

/**
 * `/oh-report?assessmentId=&userId=`: an organisation-health report — the nine areas as bars (score,
 * band and percentile written beside each), the strongest areas, the weakest with what they tend to
 * look like and what to try, and the department's view (its people's mean, withheld below the
 * anonymity threshold); the PDF in both languages.
 */
export default function OhReportPage() {
  return (
    <ChoiceReportPage instrument="org_health" prefix="oh" endpoint={A.orgHealthReport} pdf={ohPdfUrl}>
      {(profile, report) => <ProfileView profile={profile} department={report.department} />}
    </ChoiceReportPage>
  );
}

function useNames() {
  const lang = langOf(useLocale());
  return {
    lang,
    name: (id: string) => orgHealth.areaOf(id as AreaId).name[lang],
    band: (b: string) => PERCENTILE_BAND_NAMES[b as PercentileBand][lang],
  };
}

function ProfileView({ profile, department }: { profile: Profile; department: OrgHealthReportView['department'] }) {
  const { t } = useTranslation('assessment');
  const { lang, name, band } = useNames();
  const allHigh = profile.weakest.every((id) => profile.bands[id] === 'high');
  return (
    <>
      <Alert className="assessment-note" type="info" showIcon title={t('oh.norm')} data-testid="oh-norm" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card className="page-card oh-card" title={t('oh.areasTitle')}>
            <AreaBars profile={profile} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card className="page-card oh-card" title={t('oh.strongestTitle')} data-testid="oh-strongest">
            <ol className="oh-list">
              {profile.strongest.map((id) => (
                <li key={id}>
                  <Typography.Text strong>{name(id)}</Typography.Text> <Tag color={BAND_COLOUR[profile.bands[id] as PercentileBand]}>{band(profile.bands[id])}</Tag>
                  <Typography.Paragraph type="secondary" className="oh-list__text">{orgHealth.areaOf(id as AreaId).essence[lang]}</Typography.Paragraph>
                </li>
              ))}
            </ol>
          </Card>
        </Col>
        <Col xs={24} lg={department ? 12 : 24}>
          <Card className="page-card oh-card" title={allHigh ? t('oh.allHighTitle') : t('oh.weakestTitle')} data-testid="oh-weakest">
            {allHigh ? (
              <Typography.Paragraph>{orgHealth.ALL_HIGH[lang]}</Typography.Paragraph>
            ) : (
              <>
                <Typography.Paragraph type="secondary">{t('oh.weakestWhy')}</Typography.Paragraph>
                <ol className="oh-list">
                  {profile.weakest.map((id) => {
                    const area = orgHealth.areaOf(id as AreaId);
                    return (
                      <li key={id} data-testid={`oh-weak-${id}`}>
                        <Typography.Text strong>{area.name[lang]}</Typography.Text> <Tag color={BAND_COLOUR[profile.bands[id] as PercentileBand]}>{band(profile.bands[id])}</Tag>
                        <Typography.Paragraph className="oh-list__text">
                          <Typography.Text type="secondary">{t('oh.signsLabel')}</Typography.Text>
                          {area.signs[lang]}
                        </Typography.Paragraph>
                        <Typography.Paragraph className="oh-list__text">
                          <Typography.Text type="secondary">{t('oh.leversLabel')}</Typography.Text>
                          {area.levers[lang]}
                        </Typography.Paragraph>
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
          </Card>
        </Col>
        {department && (
          <Col xs={24} lg={12}>
            <DepartmentView department={department} own={profile} />
          </Col>
        )}
      </Row>
    </>
  );
}

/**
 * The nine areas as a list of bars over 6..30: each bar's length the score and its colour the band,
 * the name, score, band and percentile written beside it (colour is never the only carrier).
 */
function AreaBars({ profile }: { profile: Profile }) {
  const { t } = useTranslation('assessment');
  const { name, band } = useNames();
  const { RAW_MIN, RAW_MAX } = orgHealth;
  return (
    <ul className="oh-bars" data-testid="oh-areas">
      {orgHealth.AREA_IDS.map((id) => {
        const b = profile.bands[id] as PercentileBand;
        const score = profile.scores.raw[id];
        return (
          <li key={id} className="oh-bar" data-testid={`oh-area-${id}`}>
            <span className="oh-bar__name">{name(id)}</span>
            <span className="oh-bar__track" aria-hidden="true">
              <span className={`oh-bar__fill oh-band--${b}`} style={{ width: `${(100 * (score - RAW_MIN)) / (RAW_MAX - RAW_MIN)}%` }} />
            </span>
            <span className="oh-bar__figures">
              <Tag color={BAND_COLOUR[b]}>{band(b)}</Tag>
              {t('oh.areaScore', { score, percentile: profile.percentile[id] })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The department's view: its people's mean per area beside the person's own, under the anonymity rule. */
function DepartmentView({ department, own }: { department: NonNullable<OrgHealthReportView['department']>; own: Profile }) {
  const { t } = useTranslation('assessment');
  const { lang, name, band } = useNames();
  const view = department.profile;
  return (
    <Card className="page-card oh-card" title={t('oh.department', { department: department.department ?? t('oh.noDepartment') })} data-testid="oh-department">
      {view.status === 'withheld' ? (
        <Alert type="info" showIcon title={t('oh.deptWithheld', { needed: view.needed, count: view.count, people: department.people })} data-testid="oh-department-withheld" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('oh.deptLead', { count: view.count, people: department.people })}</Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="oh-department-areas"
            dataSource={orgHealth.AREA_IDS.map((id) => ({ id, you: own.scores.raw[id], mean: view.scores.scores.raw[id], band: view.scores.bands[id] as PercentileBand }))}
            columns={[
              { title: t('oh.area'), dataIndex: 'id', render: (id: AreaId) => name(id) },
              { title: t('oh.you'), dataIndex: 'you', align: 'right' },
              {
                title: t('oh.deptMean'),
                dataIndex: 'mean',
                render: (v: number, r) => (
                  <span className="oh-dept-mean">
                    {v.toFixed(1)} <Tag color={BAND_COLOUR[r.band]}>{band(r.band)}</Tag>
                  </span>
                ),
              },
            ]}
          />
          <Typography.Paragraph strong className="oh-dept-weakest" data-testid="oh-department-weakest">
            {t('oh.deptWeakest', { areas: listOf(view.scores.weakest.map(name), lang) })}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
