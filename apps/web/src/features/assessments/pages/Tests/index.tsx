import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { MyTestsTable } from '../../components/MyTestsTable';
import { ObserverTasksTable } from '../../components/ObserverTasksTable';
import { MyActionBoards } from '../../components/MyActionBoards';
import { A } from '../../hooks';
import '../../assessments.css';

/** `/test` (spec §2): every test the caller has — team roles, leadership styles, conflict handling, personality, communication style — with its state and what to do next, their teams' action cards, and the colleagues who asked the caller to rate them. */
export default function TestsPage() {
  const { t } = useTranslation('assessment');
  const tests = useEndpointQuery(A.myTests, {});
  const tasks = useEndpointQuery(A.observerTasks, {});
  return (
    <div className="assessment-page" data-testid="tests">
      <PageHeading title={t('menu:test')} lead={t('tests.lead')} />
      <Card className="page-card">
        <MyTestsTable tests={tests.data ?? []} loading={tests.isLoading} empty={t('tests.empty')} showInstrument />
      </Card>
      <MyActionBoards />
      <Card className="page-card" title={t('list.rate')}>
        <Typography.Paragraph type="secondary">{t('list.rateLead')}</Typography.Paragraph>
        <ObserverTasksTable tasks={tasks.data ?? []} loading={tasks.isLoading} showInstrument />
      </Card>
    </div>
  );
}
