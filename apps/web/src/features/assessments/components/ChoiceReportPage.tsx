import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@sandtable/shared/contracts/assessments';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { PageHeading } from '../../../components/PageHeading';
import type { A, pdfUrl } from '../hooks';
import { TEST_PATHS } from '../testPaths';
import { ReportFrame } from './ReportFrame';
import { PdfLinks } from './ReportView';
import '../assessments.css';

type SelfReportEndpoint = typeof A.conflictReport | typeof A.personalityReport | typeof A.communicationReport | typeof A.teamworkReport | typeof A.orgHealthReport;

/**
 * A self-report test's report page (`?assessmentId=&userId=`: the conflict-handling, personality,
 * communication-style, teamwork-status and organisation-health reports): its heading (the person's name when a manager
 * reads a member's), the PDF in both languages, and the profile (with the whole report, for what
 * else it carries) — or, before the test is submitted, the way back to it.
 */
export function ChoiceReportPage<E extends SelfReportEndpoint>({
  instrument,
  prefix,
  endpoint,
  pdf,
  children,
}: {
  instrument: Instrument;
  /** The page's test id, `<prefix>-report`, and its texts: `assessment:<prefix>.reportTitle`, `.reportOf` (a member's, `{{name}}`), `.reportLead`, `.notFinished`. */
  prefix: string;
  endpoint: E;
  pdf: typeof pdfUrl;
  children: (profile: NonNullable<ResponseOf<E>['profile']>, report: ResponseOf<E>) => ReactNode;
}) {
  const { t } = useTranslation('assessment');
  return (
    <ReportFrame endpoint={endpoint} back="/test">
      {(data, { assessmentId, userId }) => (
        <div className="assessment-page" data-testid={`${prefix}-report`}>
          <PageHeading title={userId ? t(`${prefix}.reportOf`, { name: data.name }) : t(`${prefix}.reportTitle`)} lead={t(`${prefix}.reportLead`)} extra={<PdfLinks report={data} assessmentId={assessmentId} userId={userId} href={pdf} />} />
          {data.profile ? (
            children(data.profile as NonNullable<ResponseOf<E>['profile']>, data as ResponseOf<E>)
          ) : (
            <Card>
              <Result status="info" title={t(`${prefix}.notFinished`)} extra={!userId && <Link to={`${TEST_PATHS[instrument].take}?assessmentId=${assessmentId}`}>{t('list.resume')}</Link>} />
            </Card>
          )}
        </div>
      )}
    </ReportFrame>
  );
}
