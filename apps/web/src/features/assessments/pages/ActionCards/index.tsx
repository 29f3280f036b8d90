import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { CalendarOutlined, DeleteOutlined, EditOutlined, ExclamationCircleOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { actions } from '@sandtable/sim/assessments';
import { ACTION_CARD_STATUSES, type ActionCardEvent, type ActionCardStatus } from '@sandtable/shared/machines/actionCard';
import { actionCardEndpoints as C, type ActionBoard, type ActionCard, type ActionSuggestion } from '@sandtable/shared/contracts/actionCards';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { TimeText } from '../../../../components/format';
import { failureText } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import { LoadFrame } from '../../components/LoadFrame';
import { ActionCardDialog, type CardDraft } from '../../components/ActionCardDialog';
import { useAreaLabel } from '../../components/actionCardText';
import { langOf, useAssessmentParams } from '../../hooks';
import '../../assessments.css';

/**
 * `/action-cards?teamId=` (service type 5; not a spec route): a team's action cards in columns by
 * status, filtered by status and owner; for the course's managers the suggestions from the team's
 * lowest scores and the create/edit dialog; each card offers only what the server says the caller may.
 */
export default function ActionCardsPage() {
  const { teamId } = useAssessmentParams();
  const [status, setStatus] = useState<ActionCardStatus | undefined>();
  const [ownerId, setOwnerId] = useState<number | undefined>();
  const query = useEndpointQuery(C.board, { teamId: teamId ?? 0, status, ownerId }, { enabled: teamId !== undefined });
  return (
    <LoadFrame query={query} hasId={teamId !== undefined} back="/test">
      {(board) => <Board board={board} status={status} setStatus={setStatus} ownerId={ownerId} setOwnerId={setOwnerId} refetch={() => void query.refetch()} />}
    </LoadFrame>
  );
}

interface BoardProps {
  board: ActionBoard;
  status: ActionCardStatus | undefined;
  setStatus: (s: ActionCardStatus | undefined) => void;
  ownerId: number | undefined;
  setOwnerId: (id: number | undefined) => void;
  refetch: () => void;
}

function Board({ board, status, setStatus, ownerId, setOwnerId, refetch }: BoardProps) {
  const { t } = useTranslation('assessment');
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const filtered = status !== undefined || ownerId !== undefined;
  const columns = status ? [status] : ACTION_CARD_STATUSES;
  const full = board.total >= board.limit;
  const suggestions = <Suggestions board={board} onTake={(source) => setDraft({ source })} full={full} />;
  return (
    <div className="assessment-page" data-testid="action-cards">
      <PageHeading
        title={t('cards.title', { team: board.teamName })}
        lead={<>{t('cards.lead')} {t('cards.course', { course: board.courseName })}</>}
        extra={board.managed && (
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setDraft({ source: null })} data-testid="card-new">
            {t('cards.new')}
          </Button>
        )}
      />
      {/* Before an empty board (its empty state offers them); after the cards once the team has some. */}
      {board.managed && board.total === 0 && suggestions}
      <Card className="page-card">
        <div className="ac-toolbar">
          <Select<ActionCardStatus>
            allowClear
            aria-label={t('cards.filter.status')}
            placeholder={t('cards.filter.allStatuses')}
            value={status}
            onChange={(v) => setStatus(v ?? undefined)}
            options={ACTION_CARD_STATUSES.map((s) => ({ value: s, label: t(`cards.status.${s}`) }))}
            className="ac-toolbar__select"
            data-testid="filter-status"
          />
          <Select<number>
            allowClear
            aria-label={t('cards.filter.owner')}
            placeholder={t('cards.filter.allOwners')}
            value={ownerId}
            onChange={(v) => setOwnerId(v ?? undefined)}
            options={board.members.map((m) => ({ value: m.userId, label: m.name }))}
            className="ac-toolbar__select"
            data-testid="filter-owner"
          />
          <Typography.Text type="secondary" className="ac-toolbar__count">
            {t('cards.count', { shown: board.cards.length, total: board.total, limit: board.limit })}
          </Typography.Text>
        </div>
        {board.cards.length === 0 ? (
          <Empty description={filtered ? t('cards.emptyFiltered') : board.managed ? t('cards.empty') : t('cards.emptyMember')} data-testid="cards-empty" />
        ) : (
          <div className={`ac-board ac-board--${columns.length === 1 ? 'one' : 'all'}`}>
            {columns.map((s) => (
              <Column key={s} status={s} cards={board.cards.filter((c) => c.status === s)} onEdit={(card) => setDraft({ card })} refetch={refetch} />
            ))}
          </div>
        )}
      </Card>
      {board.managed && board.total > 0 && suggestions}
      <ActionCardDialog board={board} draft={draft} onClose={() => setDraft(null)} />
    </div>
  );
}

function Suggestions({ board, onTake, full }: { board: ActionBoard; onTake: (source: string) => void; full: boolean }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const areaLabel = useAreaLabel();
  return (
    <Card className="page-card" title={t('cards.suggestions')} data-testid="card-suggestions">
      {board.suggestions.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('cards.noSuggestions')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('cards.suggestionsLead')}</Typography.Paragraph>
          <ol className="ac-suggestions">
            {board.suggestions.map((s) => {
              const text = actions.suggestionText(s.key);
              return (
                <li key={s.key} className="ac-suggestion" data-testid={`suggestion-${s.key}`}>
                  <div className="ac-suggestion__text">
                    <Typography.Text type="secondary" className="ac-suggestion__area">
                      {areaLabel(s.key)} — {reasonText(t, s)}
                    </Typography.Text>
                    <Typography.Text strong>{text?.title[lang]}</Typography.Text>
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: 'collapsible' }} className="ac-suggestion__description">
                      {text?.description[lang]}
                    </Typography.Paragraph>
                  </div>
                  {s.taken ? (
                    <Tag className="ac-suggestion__taken">{t('cards.taken')}</Tag>
                  ) : (
                    <Button size="small" disabled={full} onClick={() => onTake(s.key)} data-testid="suggestion-take">
                      {t('cards.take')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Card>
  );
}

const reasonText = (t: (k: string, o?: Record<string, unknown>) => string, s: ActionSuggestion) =>
  [t(`cards.reason.${s.reason}`), s.percentile === null ? null : t('cards.percentile', { n: s.percentile })].filter(Boolean).join(', ');

function Column({ status, cards, onEdit, refetch }: { status: ActionCardStatus; cards: ActionCard[]; onEdit: (card: ActionCard) => void; refetch: () => void }) {
  const { t } = useTranslation('assessment');
  const id = `ac-column-${status}`;
  return (
    <section className="ac-column" aria-labelledby={id} data-testid={`column-${status}`}>
      <h2 id={id} className="ac-column__title">
        {t(`cards.status.${status}`)} <span className="ac-column__count">{cards.length}</span>
      </h2>
      {cards.length === 0 ? (
        <Typography.Text type="secondary" className="ac-column__empty">{t('cards.emptyColumn')}</Typography.Text>
      ) : (
        <ul className="ac-column__list">
          {cards.map((c) => <CardItem key={c.id} card={c} onEdit={() => onEdit(c)} refetch={refetch} />)}
        </ul>
      )}
    </section>
  );
}

function CardItem({ card, onEdit, refetch }: { card: ActionCard; onEdit: () => void; refetch: () => void }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const areaLabel = useAreaLabel();
  const move = useEndpointMutation(C.move, { invalidates: [C.board, C.mine] });
  const remove = useEndpointMutation(C.remove, { invalidates: [C.board, C.mine] });
  const act = (event: ActionCardEvent) =>
    move.mutate(
      { id: card.id, event, from: card.status },
      {
        onSuccess: (moved) => void message.success(t('cards.moved', { status: t(`cards.status.${moved.status}`) })),
        onError: (e) => {
          const text = failureText(e);
          if (text) void message.error(text);
          refetch();
        },
      },
    );
  const del = () =>
    remove.mutate({ id: card.id }, { onSuccess: () => void message.success(t('cards.deleted')), onError: (e) => { const text = failureText(e); if (text) void message.error(text); refetch(); } });
  return (
    <li className={`ac-card${card.overdue ? ' ac-card--overdue' : ''}`} data-testid="action-card" data-status={card.status}>
      <Typography.Text strong className="ac-card__title">{card.title}</Typography.Text>
      {card.source && <Typography.Text type="secondary" className="ac-card__area">{areaLabel(card.source)}</Typography.Text>}
      <div className="ac-card__meta">
        <span><UserOutlined aria-hidden /> {card.ownerName ? t('cards.owner', { name: card.ownerName }) : t('cards.unassigned')}</span>
        <span><CalendarOutlined aria-hidden /> {t('cards.due', { date: card.dueOn })}</span>
        {card.overdue && (
          <Tag color="error" icon={<ExclamationCircleOutlined />} data-testid="card-overdue">{t('cards.overdue')}</Tag>
        )}
      </div>
      {card.description && (
        <Typography.Paragraph className="ac-card__description" ellipsis={{ rows: 3, expandable: 'collapsible' }}>
          {card.description}
        </Typography.Paragraph>
      )}
      {(card.abilities.events.length > 0 || card.abilities.edit || card.abilities.delete) && (
        <Space wrap size={[8, 8]} className="ac-card__actions">
          {card.abilities.events.map((e) => (
            <Button key={e} size="small" type={e === 'complete' ? 'primary' : 'default'} loading={move.isPending && move.variables?.event === e} onClick={() => act(e)} data-testid={`card-${e}`}>
              {t(`cards.event.${e}`)}
            </Button>
          ))}
          {card.abilities.edit && <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="card-edit">{t('cards.edit')}</Button>}
          {card.abilities.delete && (
            <Popconfirm title={t('cards.deleteConfirm', { title: card.title })} description={t('cards.deleteHint')} okText={t('cards.delete')} okButtonProps={{ danger: true }} onConfirm={del}>
              <Button size="small" danger icon={<DeleteOutlined />} data-testid="card-delete">{t('cards.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <details className="ac-card__history">
        <summary>{t('cards.history', { count: card.history.length })}</summary>
        <ol>
          {card.history.map((h, i) => (
            <li key={i}>
              <TimeText value={h.at} /> · {h.actorName ?? t('cards.system')} · {t(`cards.historyEvent.${h.event}`)}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
