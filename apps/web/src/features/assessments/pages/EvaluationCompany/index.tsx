import { useState } from 'react';
import { Alert, Card, Empty, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANONYMITY_THRESHOLD } from '@sandtable/sim/assessments';
import { INSTRUMENTS, type Instrument } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { useSessionInfo } from '../../../../api/hooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { CompanySelect } from '../../../people/components/CompanySelect';
import { useIsChiefAdmin } from '../../../people/hooks';
import { OrgHealthHeatMap } from '../../components/OrgHealthHeatMap';
import { DepartmentTable } from '../../components/DepartmentTable';
import { A } from '../../hooks';
import '../../assessments.css';

/**
 * `/evaluation-company`: the company dashboard of the assessments (/evaluation/company/selectData.json)
 * — by department, for the test chosen: the organisation-health heat map, or a table of any other
 * test's means and most frequent strongest role, style or mode. An enterprise user sees their
 * company (the server pins it); the chief admin picks one.
 */
export default function EvaluationCompanyPage() {
  const { t } = useTranslation('assessment');
  const isChiefAdmin = useIsChiefAdmin();
  const companyName = useSessionInfo().data?.user.companyName;
  const [companyId, setCompanyId] = useState<number | undefined>();
  const [instrument, setInstrument] = useState<Instrument>('org_health');
  const ready = !isChiefAdmin || companyId !== undefined;
  const data = useEndpointQuery(A.companyData, { instrument, ...(companyId ? { companyId } : {}) }, { enabled: ready });
  return (
    <div className="assessment-page" data-testid="evaluation-company">
      <PageHeading
        title={instrument === 'org_health' ? t('oh.heat.title') : t('companyData.title', { name: t(`instrument.${instrument}`) })}
        lead={[!isChiefAdmin && companyName, t(instrument === 'org_health' ? 'oh.heat.lead' : 'companyData.lead', { needed: ANONYMITY_THRESHOLD })].filter(Boolean).join(' · ')}
        extra={
          <Space wrap>
            <Select<Instrument>
              value={instrument}
              onChange={setInstrument}
              options={INSTRUMENTS.map((i) => ({ value: i, label: t(`instrument.${i}`) }))}
              aria-label={t('companyData.instrument')}
              className="oh-heat__company"
              data-testid="company-instrument"
            />
            {isChiefAdmin && <CompanySelect value={companyId} onChange={setCompanyId} placeholder={t('people:companies.pick')} aria-label={t('people:companies.pick')} className="oh-heat__company" />}
          </Space>
        }
      />
      <Card className="page-card">
        {!ready ? (
          <Empty description={t('people:companies.pick')} />
        ) : data.isError ? (
          <Alert type="error" showIcon title={failureText(data.error)} />
        ) : !data.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : data.data.departments.length === 0 ? (
          <Empty description={instrument === 'org_health' ? t('oh.heat.empty') : t('companyData.empty', { name: t(`instrument.${instrument}`) })} data-testid="oh-heat-empty" />
        ) : instrument === 'org_health' ? (
          <OrgHealthHeatMap departments={data.data.departments} />
        ) : (
          <DepartmentTable instrument={instrument} departments={data.data.departments} />
        )}
      </Card>
    </div>
  );
}
