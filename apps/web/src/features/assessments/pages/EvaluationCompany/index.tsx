import { useState } from 'react';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANONYMITY_THRESHOLD } from '@sandtable/sim/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { useSessionInfo } from '../../../../api/hooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { CompanySelect } from '../../../people/components/CompanySelect';
import { useIsChiefAdmin } from '../../../people/hooks';
import { OrgHealthHeatMap } from '../../components/OrgHealthHeatMap';
import { A } from '../../hooks';
import '../../assessments.css';

/**
 * `/evaluation-company`: the company dashboard of the assessments (/evaluation/company/selectData.json)
 * — the organisation-health heat map by department. An enterprise user sees their company (the
 * server pins it); the chief admin picks one.
 */
export default function EvaluationCompanyPage() {
  const { t } = useTranslation('assessment');
  const isChiefAdmin = useIsChiefAdmin();
  const companyName = useSessionInfo().data?.user.companyName;
  const [companyId, setCompanyId] = useState<number | undefined>();
  const ready = !isChiefAdmin || companyId !== undefined;
  const data = useEndpointQuery(A.companyData, { instrument: 'org_health', ...(companyId ? { companyId } : {}) }, { enabled: ready });
  return (
    <div className="assessment-page" data-testid="evaluation-company">
      <PageHeading
        title={t('oh.heat.title')}
        lead={[!isChiefAdmin && companyName, t('oh.heat.lead', { needed: ANONYMITY_THRESHOLD })].filter(Boolean).join(' · ')}
        extra={isChiefAdmin && <CompanySelect value={companyId} onChange={setCompanyId} placeholder={t('people:companies.pick')} aria-label={t('people:companies.pick')} className="oh-heat__company" />}
      />
      <Card className="page-card">
        {!ready ? (
          <Empty description={t('people:companies.pick')} />
        ) : data.isError ? (
          <Alert type="error" showIcon title={failureText(data.error)} />
        ) : !data.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : data.data.departments.length === 0 ? (
          <Empty description={t('oh.heat.empty')} data-testid="oh-heat-empty" />
        ) : (
          <OrgHealthHeatMap departments={data.data.departments} />
        )}
      </Card>
    </div>
  );
}
