import { Link } from 'react-router';
import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/PageHeading';
import { PdfLinks, ReportView } from '../../components/ReportView';
import { ReportFrame } from '../../components/ReportFrame';
import '../../assessments.css';

/** `/belbinReport?assessmentId=`: the caller's full team-role report (self vs observers, bands, agreement) and its PDF. */
export default function BelbinReportPage() {
  const { t } = useTranslation('assessment');
  return (
    <ReportFrame>
      {(report, { assessmentId, userId }) => (
        <div className="assessment-page" data-testid="belbin-report">
          <PageHeading
            title={userId ? t('report.ofPerson', { name: report.name }) : t('report.title')}
            lead={t('report.lead')}
            extra={
              <Space wrap>
                <PdfLinks report={report} assessmentId={assessmentId} userId={userId} />
                {!userId && report.status === 'finished' && (
                  <Link to={`/belbinSelectRole?assessmentId=${assessmentId}`}>
                    <Button>{t('report.selectRoles')}</Button>
                  </Link>
                )}
              </Space>
            }
          />
          {report.status === 'finished' ? (
            <ReportView report={report} />
          ) : (
            <Card>
              <Result status="info" title={t('report.notFinished')} />
            </Card>
          )}
        </div>
      )}
    </ReportFrame>
  );
}
