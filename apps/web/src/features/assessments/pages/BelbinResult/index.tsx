import { Link } from 'react-router';
import { Button, Card, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import { useCourse } from '../../../../api/courses';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { AttemptInvitePanel } from '../../components/InvitePanel';
import { ReportFrame } from '../../components/ReportFrame';
import { ObserversNote } from '../../components/ReportView';
import { A, langOf } from '../../hooks';
import '../../assessments.css';

/** `/belbinResult?assessmentId=`: right after the test, the strongest roles, the observers' state and inviting observers. */
export default function BelbinResultPage() {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  return (
    <ReportFrame>
      {(report, { assessmentId }) => (
        <div className="assessment-page" data-testid="belbin-result">
          <PageHeading title={t('menu:belbinResult')} lead={t('report.lead')} extra={<ResultLinks assessmentId={assessmentId} finished={report.status === 'finished'} />} />
          {report.status !== 'finished' ? (
            <Card>
              <Result status="info" title={t('report.notFinished')} />
            </Card>
          ) : (
            <>
              <ObserversNote report={report} />
              <Card className="page-card" title={t('report.top')}>
                <ol className="tr-top" data-testid="tr-top">
                  {report.top.map((id) => {
                    const role = teamRole.roleOf(id as teamRole.RoleId);
                    return (
                      <li key={id}>
                        <Typography.Text strong>{role.name[lang]}</Typography.Text> — {role.contribution[lang]}
                      </li>
                    );
                  })}
                </ol>
              </Card>
              <AttemptInvitePanel assessmentId={assessmentId} />
            </>
          )}
        </div>
      )}
    </ReportFrame>
  );
}

function ResultLinks({ assessmentId, finished }: { assessmentId: number; finished: boolean }) {
  const { t } = useTranslation('assessment');
  const attempt = useEndpointQuery(A.attempt, { assessmentId });
  const courseId = attempt.data?.assessment.courseId ?? null;
  const teamId = useCourse(courseId).data?.me?.teamId ?? null;
  if (!finished) return null;
  return (
    <Space wrap>
      <Link to={`/belbinReport?assessmentId=${assessmentId}`}>
        <Button type="primary" data-testid="to-report">{t('menu:belbinReport')}</Button>
      </Link>
      <Link to={`/belbinSelectRole?assessmentId=${assessmentId}`}>
        <Button>{t('report.selectRoles')}</Button>
      </Link>
      {teamId !== null && (
        <Link to={`/belbinGroupReport?teamId=${teamId}`}>
          <Button data-testid="to-group">{t('report.groupReport')}</Button>
        </Link>
      )}
    </Space>
  );
}
