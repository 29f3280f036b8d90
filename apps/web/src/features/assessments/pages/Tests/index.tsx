import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { MyTestsTable } from '../../components/MyTestsTable';
import { A } from '../../hooks';
import '../../assessments.css';

/** `/test` (spec §2): every test the caller has — team roles, leadership styles — with its state and what to do next. */
export default function TestsPage() {
  const { t } = useTranslation('assessment');
  const tests = useEndpointQuery(A.myTests, {});
  return (
    <div className="assessment-page" data-testid="tests">
      <PageHeading title={t('menu:test')} lead={t('tests.lead')} />
      <Card className="page-card">
        <MyTestsTable tests={tests.data ?? []} loading={tests.isLoading} empty={t('tests.empty')} showInstrument />
      </Card>
    </div>
  );
}
