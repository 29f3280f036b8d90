import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, EditOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TsView } from '@sandtable/shared/contracts/game-ts';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../lib/forms';
import { useLocale } from '../../../i18n/useLocale';
import { fullBoard, tsApi, tsStateKey, useTsWrite } from '../hooks';
import { RankingBoard } from './RankingBoard';

type MyTeam = NonNullable<TsView['myTeam']>;

/** A teammate's letter (A, B, …) beside their own rank of each item on the consensus board, and in the members' list. */
const memberLetter = (index: number) => String.fromCharCode(65 + index);

/** An item's name in the current language. */
export function useItemNames(view: Pick<TsView, 'scenario'>) {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Map(view.scenario.items.map((i) => [i.id, locale === 'en-US' ? i.name.en : i.name.zh]));
    return (id: string) => names.get(id) ?? id;
  }, [view.scenario.items, locale]);
}

/** The scenario's situation and the items to rank (listing order, no ranks). */
export function Briefing({ view }: { view: TsView }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const nameOf = useItemNames(view);
  const say = (b: { zh: string; en: string }) => (locale === 'en-US' ? b.en : b.zh);
  return (
    <Card title={say(view.scenario.title)} data-testid="ts-briefing">
      <Typography.Paragraph className="ts-briefing__text">{say(view.scenario.briefing)}</Typography.Paragraph>
      <Typography.Title level={5}>{t('ts.ui.itemsTitle', { count: view.itemCount })}</Typography.Title>
      <ul className="ts-items">
        {view.scenario.items.map((i) => (
          <li key={i.id}>{nameOf(i.id)}</li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary">{t('ts.ui.howItWorks', { accuracy: view.weights.accuracy, synergy: view.weights.synergy })}</Typography.Paragraph>
    </Card>
  );
}

/** A member ranks the items alone: save (a half-built board survives a reload) or submit (only a submitted ranking counts). */
export function IndividualRanking({ view, team }: { view: TsView; team: MyTeam }) {
  const { t } = useTranslation('game');
  const { message } = App.useApp();
  const write = useTsWrite(view.courseId);
  const nameOf = useItemNames(view);
  const listing = view.scenario.items.map((i) => i.id);
  const stored = team.myRanking.draft ?? team.myRanking.submitted;
  const [board, setBoard] = useState<string[]>(() => fullBoard(stored, listing));
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const submitted = team.myRanking.submitted;
  const unchangedSinceSubmit = !!submitted && submitted.join() === board.join();

  const send = async (submit: boolean) => {
    if (busy) return;
    setBusy(submit ? 'submit' : 'save');
    try {
      await write(tsApi.ranking, { courseId: view.courseId, ranking: board, submit });
      void message.success(t(submit ? 'ts.ui.submitted' : 'ts.ui.saved'));
    } catch (error) {
      void message.error(failureText(error) ?? t('ts.ui.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('ts.ui.rankTitle')} data-testid="ts-ranking" extra={submitted ? <Tag color="success" icon={<CheckCircleOutlined />}>{t('ts.ui.submittedTag')}</Tag> : <Tag color="warning">{t('ts.ui.notSubmittedTag')}</Tag>}>
      <Typography.Paragraph type="secondary">{t('ts.ui.rankHelp')}</Typography.Paragraph>
      {view.abilities.rank ? (
        <>
          {!submitted && <Alert type="warning" showIcon className="ts-gap" title={t('ts.ui.notSubmittedHint')} data-testid="ts-not-submitted" />}
          <RankingBoard order={board} nameOf={nameOf} onChange={setBoard} testId="ts-my-board" label={t('ts.ui.rankTitle')} />
          <Space wrap className="ts-actions">
            <Button icon={<SaveOutlined />} loading={busy === 'save'} onClick={() => void send(false)} data-testid="ts-save">
              {t('ts.ui.save')}
            </Button>
            <Button type="primary" icon={<SendOutlined />} loading={busy === 'submit'} disabled={unchangedSinceSubmit} onClick={() => void send(true)} data-testid="ts-submit">
              {t(submitted ? 'ts.ui.resubmit' : 'ts.ui.submit')}
            </Button>
          </Space>
        </>
      ) : submitted ? (
        <RankingBoard order={submitted} nameOf={nameOf} testId="ts-my-board" label={t('ts.ui.rankTitle')} />
      ) : (
        <Alert type="warning" showIcon title={t('ts.noAnswer')} description={t('ts.noAnswerHint')} data-testid="ts-no-answer" />
      )}
    </Card>
  );
}

/**
 * The team's consensus: the scribe moves the items (each move is saved as a new version at once, so
 * the teammates see it live); the others follow the board and propose moves. Each row shows every
 * teammate's own rank of the item (from this phase on); "no answer" marks who did not rank in time.
 */
export function Consensus({ view, team }: { view: TsView; team: MyTeam }) {
  const { t } = useTranslation('game');
  const nameOf = useItemNames(view);
  const listing = view.scenario.items.map((i) => i.id);
  const { consensus } = team;
  const ranksOf = useMemo(() => {
    return (id: string | null) =>
      id === null ? null : (
        <span className="ts-ranks" title={t('ts.ui.teamRanksLabel')}>
          {team.members.map((m, k) =>
            m.ranking ? (
              <span key={m.userId} className="ts-ranks__one" title={m.name}>
                {memberLetter(k)}
                {m.ranking.indexOf(id) + 1}
              </span>
            ) : null,
          )}
        </span>
      );
  }, [team.members, t]);

  return (
    <div className="ts-consensus" data-testid="ts-consensus" data-version={consensus.version}>
      <Card
        title={t('ts.ui.consensusTitle')}
        extra={
          <span className="ts-muted" data-testid="ts-consensus-version">
            {consensus.lastEditor ? t('ts.ui.lastEdit', { name: consensus.lastEditor, version: consensus.version }) : t('ts.ui.noEditYet')}
          </span>
        }
      >
        <Typography.Paragraph type="secondary">{team.scribe ? t('ts.ui.scribeHelp') : t('ts.ui.mateHelp', { name: team.members.find((m) => m.scribe)?.name ?? '-' })}</Typography.Paragraph>
        {view.abilities.editConsensus ? (
          <ScribeBoard view={view} team={team} listing={listing} nameOf={nameOf} extra={ranksOf} />
        ) : (
          <RankingBoard order={consensus.draft ?? listing.map(() => null)} nameOf={nameOf} extra={ranksOf} testId="ts-consensus-board" label={t('ts.ui.consensusTitle')} />
        )}
      </Card>
      <Members team={team} />
      {view.abilities.propose && !team.scribe && <ProposeForm view={view} nameOf={nameOf} />}
      <Proposals team={team} nameOf={nameOf} />
    </div>
  );
}

/** The scribe's board: a move is saved at once over the version shown; a newer version elsewhere (105004) reloads it. */
function ScribeBoard({ view, team, listing, nameOf, extra }: { view: TsView; team: MyTeam; listing: string[]; nameOf: (id: string) => string; extra: (id: string | null) => ReactNode }) {
  const { t } = useTranslation('game');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const write = useTsWrite(view.courseId);
  const server = useMemo(() => fullBoard(team.consensus.draft, listing), [team.consensus.draft, listing]);
  const [local, setLocal] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const whole = !!team.consensus.draft && !team.consensus.draft.includes(null);
  const board = local ?? server;

  // The recorded draft ('' when none): a pending board equal to it is done; another is saved over the version shown.
  const recorded = team.consensus.draft?.join() ?? '';
  useEffect(() => {
    if (!local || saving) return;
    if (local.join() === recorded) {
      setLocal(null);
      return;
    }
    setSaving(true);
    write(tsApi.consensus, { courseId: view.courseId, consensus: local, baseVersion: team.consensus.version })
      .catch((error: unknown) => {
        setLocal(null);
        if (error instanceof ApiError && error.code === Errors.draftConflict.code) void queryClient.invalidateQueries({ queryKey: tsStateKey(view.courseId) });
        void message.error(failureText(error) ?? t('ts.ui.failed'));
      })
      .finally(() => setSaving(false));
  }, [local, saving, recorded, write, view.courseId, team.consensus.version, queryClient, message, t]);

  return (
    <>
      {!whole && (
        <Alert
          type="info"
          showIcon
          className="ts-gap"
          title={t('ts.ui.recordHint')}
          description={
            <Button size="small" type="primary" icon={<EditOutlined />} onClick={() => setLocal([...board])} data-testid="ts-record">
              {t('ts.ui.record')}
            </Button>
          }
        />
      )}
      <RankingBoard order={board} nameOf={nameOf} onChange={setLocal} extra={extra} testId="ts-consensus-board" label={t('ts.ui.consensusTitle')} />
      <div className="ts-muted ts-saving" aria-live="polite" data-testid="ts-saving" data-saving={saving || local !== null}>
        {saving ? t('ts.ui.saving') : whole ? t('ts.ui.savedLive') : ''}
      </div>
    </>
  );
}

function Members({ team }: { team: MyTeam }) {
  const { t } = useTranslation('game');
  return (
    <Card size="small" title={t('ts.ui.membersTitle')} data-testid="ts-members">
      <List
        size="small"
        dataSource={team.members}
        renderItem={(m) => (
          <List.Item data-testid="ts-member" data-answered={m.answered}>
            <Space wrap size={4}>
              <span className="ts-ranks__one">{memberLetter(team.members.indexOf(m))}</span>
              <span>{m.name}</span>
              {m.scribe && <Tag color="blue">{t('ts.ui.scribe')}</Tag>}
              {m.answered ? <Tag color="success">{t('ts.ui.answered')}</Tag> : <Tag color="warning" title={t('ts.noAnswerHint')}>{t('ts.noAnswer')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

function ProposeForm({ view, nameOf }: { view: TsView; nameOf: (id: string) => string }) {
  const { t } = useTranslation('game');
  const { message } = App.useApp();
  const write = useTsWrite(view.courseId);
  const [form] = Form.useForm<{ item: string; place: number; note?: string }>();
  const [busy, setBusy] = useState(false);
  const finish = async (values: { item: string; place: number; note?: string }) => {
    setBusy(true);
    try {
      await write(tsApi.propose, { courseId: view.courseId, item: values.item, place: values.place, note: values.note || undefined });
      form.resetFields();
      void message.success(t('ts.ui.proposed'));
    } catch (error) {
      void message.error(failureText(error) ?? t('ts.ui.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('ts.ui.proposeTitle')} data-testid="ts-propose">
      <Form form={form} layout="vertical" onFinish={(v) => void finish(v)} requiredMark={false}>
        <Form.Item name="item" label={t('ts.ui.proposeItem')} rules={[{ required: true, message: t('ts.ui.pickItem') }]}>
          <Select options={view.scenario.items.map((i) => ({ value: i.id, label: nameOf(i.id) }))} data-testid="ts-propose-item" />
        </Form.Item>
        <Form.Item name="place" label={t('ts.ui.proposePlace')} rules={[{ required: true, message: t('ts.ui.pickPlace') }]}>
          <Select options={view.scenario.items.map((_, k) => ({ value: k, label: t('ts.ui.placeN', { n: k + 1 }) }))} data-testid="ts-propose-place" />
        </Form.Item>
        <Form.Item name="note" label={t('ts.ui.proposeNote')}>
          <Input maxLength={TEXT_MAX.chatMessage} />
        </Form.Item>
        <Button htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="ts-propose-send">
          {t('ts.ui.propose')}
        </Button>
      </Form>
    </Card>
  );
}

function Proposals({ team, nameOf }: { team: MyTeam; nameOf: (id: string) => string }) {
  const { t } = useTranslation('game');
  return (
    <Card size="small" title={t('ts.ui.proposalsTitle')} data-testid="ts-proposals">
      {team.proposals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ts.ui.noProposals')} />
      ) : (
        <List
          size="small"
          dataSource={[...team.proposals].reverse()}
          renderItem={(p) => (
            <List.Item data-testid="ts-proposal">
              {t('ts.ui.proposalLine', { name: p.name, item: nameOf(p.item), place: p.place + 1 })}
              {p.note ? ` — ${p.note}` : ''}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
