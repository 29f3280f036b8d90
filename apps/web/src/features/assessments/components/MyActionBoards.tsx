import { Card, Space, Tag, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { actionCardEndpoints as C } from '@sandtable/shared/contracts/actionCards';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { ActionCardsLink } from './ActionCardsLink';

/** /test: the caller's teams with action cards or tests, each with what is still to do, overdue and theirs; nothing when they have none. */
export function MyActionBoards() {
  const { t } = useTranslation('assessment');
  const boards = useEndpointQuery(C.mine, {});
  if (!boards.data?.length) return null;
  return (
    <Card className="page-card" title={t('cards.boards')} data-testid="my-action-boards">
      <Typography.Paragraph type="secondary">{t('cards.boardsLead')}</Typography.Paragraph>
      <ul className="ac-boards">
        {boards.data.map((b) => (
          <li key={b.teamId} className="ac-boards__row">
            <span>
              <ActionCardsLink teamId={b.teamId} teamName={t('cards.boardRow', { course: b.courseName, team: b.teamName })} />
            </span>
            <Space wrap size={[4, 4]}>
              <Tag>{t('cards.pendingCount', { count: b.pending })}</Tag>
              {b.mine > 0 && <Tag color="processing">{t('cards.mineCount', { count: b.mine })}</Tag>}
              {b.overdue > 0 && <Tag color="error" icon={<ExclamationCircleOutlined />}>{t('cards.overdueCount', { count: b.overdue })}</Tag>}
            </Space>
          </li>
        ))}
      </ul>
    </Card>
  );
}
