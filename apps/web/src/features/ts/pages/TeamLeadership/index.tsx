import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { failureText } from '../../../../lib/forms';
import { courseIdOf } from '../../../game/hooks';
import { TeamDot } from '../../../game/components/TeamDot';
import { tsApi } from '../../hooks';
import { OutcomeTag } from '../../components/Results';
import '../../../../components/page.css';
import '../../ts.css';

/**
 * `/teamLeadership?courseId=`: whether influence followed knowledge — per team, who took part
 * (answered / roster), each member's own error, who was closest to the expert, how much each moved
 * the consensus (influence) and who moved it most, whether the best member was heard, the influence
 * spread and the outcome. Managers see every team from the reveal, a member their own team from the
 * debrief (the server decides).
 */
export default function TeamLeadershipPage() {
  const { t } = useTranslation('game');
  const [search] = useSearchParams();
  const courseId = courseIdOf(search);
  const data = useQuery({ queryKey: keyOf(tsApi.leadership, { courseId }), queryFn: ({ signal }) => call(tsApi.leadership, { courseId }, { signal }), enabled: courseId > 0 });
  let body;
  if (!courseId) body = <Empty description={t('ts.ui.leadershipNoCourse')} data-testid="ts-leadership-empty" />;
  else if (data.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (data.isError)
    body = <Alert type="error" showIcon title={failureText(data.error) ?? t('ts.ui.failed')} action={<Button size="small" onClick={() => void data.refetch()}>{t('common:action.retry')}</Button>} data-testid="ts-leadership-error" />;
  else if (data.data.teams.length === 0) body = <Empty data-testid="ts-leadership-empty" />;
  else
    body = data.data.teams.map((team) => {
      const heard = team.bestHeard === null ? 'na' : team.bestHeard ? 'yes' : 'no';
      return (
        <Card
          key={team.teamId}
          size="small"
          className="ts-gap"
          data-testid="ts-leadership-team"
          title={<TeamDot colour={team.colour} name={team.teamName} strong />}
          extra={<OutcomeTag outcome={team.outcome} />}
        >
          <Space wrap className="ts-gap">
            <Tag>{t('ts.ui.participation', { answered: team.participation.answered, roster: team.participation.rosterSize })}</Tag>
            <Tag color={heard === 'yes' ? 'green' : heard === 'no' ? 'orange' : 'default'}>{t(`ts.bestHeard.${heard}`)}</Tag>
            <Tag>{t('ts.ui.spread', { spread: team.influenceSpread === null ? '—' : Math.round(team.influenceSpread) })}</Tag>
          </Space>
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={team.members}
            columns={[
              { title: t('ts.ui.col.member'), key: 'name', render: (_, m) => <Space size={4} wrap><span>{m.name}</span>{m.best && <Tag color="green">{t('ts.ui.closest')}</Tag>}{m.mostInfluential && <Tag color="purple">{t('ts.ui.mostInfluential')}</Tag>}</Space> },
              { title: t('ts.ui.col.ownError'), key: 'error', render: (_, m) => (m.answered ? m.error : <Tag color="warning">{t('ts.noAnswer')}</Tag>) },
              { title: t('ts.ui.col.influence'), dataIndex: 'influence', render: (v: number | null) => (v === null ? '—' : Math.round(v)) },
            ]}
          />
        </Card>
      );
    });
  return (
    <div className="stack ts" data-testid="ts-leadership-page">
      <Card title={t('ts.ui.leadershipTitle')} extra={courseId ? <Link to={`/tsOnline?courseId=${courseId}`}>{t('ts.ui.backToExercise')}</Link> : null}>
        <Typography.Paragraph type="secondary">{t('ts.ui.leadershipHelp')}</Typography.Paragraph>
        {body}
      </Card>
    </div>
  );
}
