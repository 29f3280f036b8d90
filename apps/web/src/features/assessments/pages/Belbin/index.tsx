import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { MyTestsTable } from '../../components/MyTestsTable';
import { ObserverTasksTable } from '../../components/ObserverTasksTable';
import { A } from '../../hooks';
import '../../assessments.css';

/** `/belbin`: the caller's team-role tests with their states, and the colleagues who asked to be rated. */
export default function BelbinPage() {
  const { t } = useTranslation('assessment');
  const tests = useEndpointQuery(A.myTests, {});
  const tasks = useEndpointQuery(A.observerTasks, {});
  const mine = (tests.data ?? []).filter((x) => x.instrument === 'team_role');
  const rate = (tasks.data ?? []).filter((x) => x.instrument === 'team_role');
  return (
    <div className="assessment-page" data-testid="belbin">
      <PageHeading title={t('menu:belbin')} lead={t('list.lead')} />
      <Card className="page-card" title={t('list.mine')}>
        <MyTestsTable tests={mine} loading={tests.isLoading} empty={t('list.empty')} />
      </Card>
      <Card className="page-card" title={t('list.rate')}>
        <Typography.Paragraph type="secondary">{t('list.rateLead')}</Typography.Paragraph>
        <ObserverTasksTable tasks={rate} loading={tasks.isLoading} />
      </Card>
    </div>
  );
}
