import { Link } from 'react-router';
import { Button, Card, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { TimeText } from '../../../components/format';
import { ServerTable } from '../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { points } from './ResultsPanel';
import { gamePath, resultsPath } from '../../courses/gamePaths';

type Grade = ResponseOf<typeof api.game.myGrades>['list'][number];

const STATUS_COLOURS = { running: 'processing', paused: 'warning', finished: 'success' } as const;

/** The caller's games with their grades (all, or finished only), each linking to its details. */
export function GradesList({ finished }: { finished?: boolean }) {
  const { t } = useTranslation('game');
  const table = useServerTable<{ finished?: boolean }>({ finished });
  const grades = useEndpointQuery(api.game.myGrades, table.request);
  const pinned = usePinnedColumns();
  const phone = useMediaQuery(PHONE_QUERY);
  const course: ColumnsType<Grade>[number] = { key: 'course', title: t('grades.course'), dataIndex: 'courseName', fixed: pinned.left, width: phone ? 150 : 200 };
  const figures: ColumnsType<Grade> = [
    { key: 'team', title: t('results.team'), render: (_, g) => g.teamName ?? '—' },
    { key: 'status', title: t('grades.status'), render: (_, g) => <Tag color={STATUS_COLOURS[g.status]}>{t(`status.${g.status}`)}</Tag> },
    { key: 'score', title: t('results.overallScore'), align: 'right', render: (_, g) => (g.overallScore == null ? '—' : points(g.overallScore)) },
    { key: 'rank', title: t('results.overallRank'), align: 'right', render: (_, g) => (g.overallRank == null ? '—' : t('results.rankOf', { rank: g.overallRank, teams: g.teams })) },
    { key: 'finishedAt', title: t('grades.finishedAt'), render: (_, g) => <TimeText value={g.finishedAt} /> },
  ];
  const actions: ColumnsType<Grade>[number] = {
    key: 'actions',
    title: t('grades.actions'),
    fixed: pinned.right,
    width: phone ? 120 : 160,
    render: (_, g) => (
      <Space size={0} wrap>
        <Link to={resultsPath(g.courseId, g.gameId)}>
          <Button type="link" size="small">
            {t('grades.details')}
          </Button>
        </Link>
        {g.status === 'finished' ? (
          <Link to={`/goldMedalWinnersDetial?courseId=${g.courseId}`}>
            <Button type="link" size="small">
              {t('online.podium')}
            </Button>
          </Link>
        ) : (
          <Link to={gamePath(g.courseId, g.gameId)}>
            <Button type="link" size="small">
              {t('grades.play')}
            </Button>
          </Link>
        )}
      </Space>
    ),
  };
  // On a phone nothing is pinned: the actions come right after the course, before the figures that scroll.
  const columns = phone ? [course, actions, ...figures] : [course, ...figures, actions];
  return (
    <Card className="page-card">
      <ServerTable<Grade> query={grades} table={table} columns={columns} rowKey="courseId" scrollX={960} testId="grades-table" emptyText={finished ? t('grades.noneFinished') : t('grades.none')} />
    </Card>
  );
}
