import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Col, Empty, Pagination, Row, Skeleton, Typography } from 'antd';
import { TrophyFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { points } from '../../components/ResultsPanel';
import { TeamDot } from '../../components/TeamDot';
import '../../game.css';

const PAGE_SIZE = 12;

/** `/goldMedalWinners`: the winning team of every finished game, newest first. */
export default function GoldMedalWinnersPage() {
  const { t } = useTranslation('game');
  const [pageNum, setPageNum] = useState(1);
  const winners = useEndpointQuery(api.game.winners, { pageNum, pageSize: PAGE_SIZE });
  const list = winners.data?.list ?? [];
  return (
    <div className="stack" data-testid="winners">
      <PageHeading title={t('menu:goldMedalWinners')} lead={t('winners.lead')} />
      {winners.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.length === 0 ? (
        <Card>
          <Empty description={t('winners.none')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((w) => (
            <Col xs={24} sm={12} xl={8} key={w.courseId}>
              <Link to={`/goldMedalWinnersDetial?courseId=${w.courseId}`} className="winner-link">
                <Card hoverable className="winner-card board-tile" style={{ ['--tile-colour' as string]: w.colour }} data-testid="winner-card">
                  <Typography.Text type="secondary" ellipsis>
                    {w.courseName}
                  </Typography.Text>
                  <span className="winner-card__team">
                    <TrophyFilled className="podium__trophy winner-card__trophy" />
                    <TeamDot colour={w.colour} name={w.teamName} strong />
                  </span>
                  <Typography.Text>{t('winners.score', { score: points(w.overallScore) })}</Typography.Text>
                  <Typography.Text type="secondary" className="podium__members">
                    {w.members.join(t('winners.separator'))}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('winners.finishedAt')} <TimeText value={w.finishedAt} />
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
      {(winners.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination align="center" current={pageNum} pageSize={PAGE_SIZE} total={winners.data?.total} onChange={setPageNum} showSizeChanger={false} />
      )}
    </div>
  );
}
