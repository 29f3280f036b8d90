import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Empty, Input, Select, Typography } from 'antd';
import { LockOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { call } from '../../../api/client';
import { TimeText } from '../../../components/format';
import { failureText } from '../../../lib/forms';
import { chatKey, type AnyGameView } from '../hooks';

/** The longest message the server takes (api.game.chatSend). */
const MAX_LENGTH = api.game.chatSend.request.shape.text.maxLength ?? undefined;

/**
 * The team chat: only the captain types (spec §5, §6); teammates read along, live (the socket's
 * chat push refetches the list). Lecturers pick a team and read its chat.
 */
export function ChatPanel({ view }: { view: AnyGameView }) {
  const { t } = useTranslation('game');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const manager = view.abilities.control;
  const [teamId, setTeamId] = useState<number | undefined>(manager ? view.teams.find((team) => !team.computer)?.teamId : undefined);
  const request = manager ? (teamId ? { courseId: view.courseId, teamId } : null) : { courseId: view.courseId };
  const list = useQuery({
    queryKey: chatKey(view.courseId, request && 'teamId' in request ? request.teamId : undefined),
    queryFn: ({ signal }) => call(api.game.chatList, request!, { signal }),
    enabled: !!request,
  });
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  // Oldest first on screen; the server answers newest first.
  const messages = [...(list.data?.list ?? [])].sort((a, b) => a.id - b.id);

  // The newest message in view: scroll the log itself. (scrollIntoView would also scroll the
  // window to the chat, so on a phone the game page opened half-way down.)
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    setSending(true);
    try {
      await call(api.game.chatSend, { courseId: view.courseId, text: body });
      setText('');
      await queryClient.invalidateQueries({ queryKey: [api.game.chatList.path] });
    } catch (error) {
      const failure = failureText(error);
      if (failure) void message.error(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      title={t('chat.title')}
      className="chat-card"
      data-testid="chat-panel"
      extra={
        manager && (
          <Select
            size="small"
            className="chat-card__team"
            value={teamId}
            onChange={setTeamId}
            placeholder={t('chat.pickTeam')}
            aria-label={t('chat.teamLabel')}
            options={view.teams.filter((team) => !team.computer).map((team) => ({ value: team.teamId, label: team.teamName }))}
            data-testid="chat-team"
          />
        )
      }
    >
      <div ref={log} className="chat-card__messages" role="log" aria-live="polite" data-testid="chat-messages">
        {messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />
        ) : (
          messages.map((m) => (
            <div key={m.id} className="chat-message" data-testid="chat-message">
              <div className="chat-message__meta">
                <Typography.Text strong>{m.name}</Typography.Text> <TimeText value={m.at} />
              </div>
              <div className="chat-message__text">{m.text}</div>
            </div>
          ))
        )}
      </div>
      {view.abilities.chat ? (
        <div className="chat-card__compose">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX_LENGTH}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('chat.placeholder')}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            aria-label={t('chat.placeholder')}
            data-testid="chat-input"
          />
          <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!text.trim()} onClick={() => void send()} aria-label={t('chat.send')} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </div>
      ) : (
        !manager && (
          <Typography.Text type="secondary" className="chat-card__readonly" data-testid="chat-readonly">
            <LockOutlined /> {t('chat.readOnly')}
          </Typography.Text>
        )
      )}
    </Card>
  );
}
