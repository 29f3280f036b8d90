import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import { LS_GROUPS_MAX, type LsGroupList } from '@sandtable/shared/contracts/assessments';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { invalidate, useEndpointQuery } from '../../../api/endpointHooks';
import type { Endpoint } from '@sandtable/shared/contracts/endpoint';
import { useLocale } from '../../../i18n/useLocale';
import { useAction } from '../../../lib/useAction';
import { A, langOf } from '../hooks';
import { StatusTag } from './StatusTag';

type Group = LsGroupList['groups'][number];
type Member = LsGroupList['unassigned'][number];

/**
 * Everyone not in a group shared out over the groups, each to the smallest group so far (ties: the
 * earlier group), so the groups end at most one apart where they started even.
 */
export function shareOut(list: LsGroupList): { id: number; name: string; memberIds: number[] }[] {
  const groups = list.groups.map((g) => ({ id: g.groupId, name: g.name, memberIds: g.members.map((m) => m.userId) }));
  for (const person of list.unassigned) {
    const smallest = groups.reduce((best, g) => (g.memberIds.length < best.memberIds.length ? g : best), groups[0]);
    smallest.memberIds.push(person.userId);
  }
  return groups;
}

/**
 * The course managers' groupings of a leadership-style test (on /ls-details-group; docs/decisions/
 * assessments.md "Leadership groups"): make one with n empty groups, put each member into a group,
 * share out the rest, rename, delete, and open each group's profile.
 */
export function LsGroupings({ courseId, assessmentId }: { courseId: number; assessmentId: number }) {
  const { t } = useTranslation('assessment');
  const lists = useEndpointQuery(A.courseLs, { courseId });
  const [picked, setPicked] = useState<number | undefined>();
  const [creating, setCreating] = useState(false);
  const all = lists.data?.groupLists ?? [];
  const current = picked !== undefined && all.some((l) => l.id === picked) ? picked : all.at(-1)?.id;

  // Not a manager of this course (or no such course): the page shows the profile alone.
  if (lists.isError) return null;
  return (
    <Card className="page-card" title={t('grouping.title')} data-testid="ls-groupings" loading={lists.isPending}>
      <Typography.Paragraph type="secondary">{t('grouping.lead')}</Typography.Paragraph>
      <Space wrap className="assign-form">
        {all.length > 0 && (
          <Select
            aria-label={t('grouping.pick')}
            value={current}
            onChange={setPicked}
            options={all.map((l) => ({ value: l.id, label: `${l.name} (${l.groups})` }))}
            className="grouping-pick"
            data-testid="grouping-pick"
          />
        )}
        <Button onClick={() => setCreating(true)} data-testid="grouping-new">
          {t('grouping.new')}
        </Button>
      </Space>
      {all.length === 0 && !lists.isPending && <Typography.Paragraph type="secondary">{t('grouping.none')}</Typography.Paragraph>}
      {current !== undefined && <GroupingView key={current} groupListId={current} assessmentId={assessmentId} />}
      <NewGrouping open={creating} assessmentId={assessmentId} onClose={(id) => { setCreating(false); if (id) setPicked(id); }} />
    </Card>
  );
}

function useGroupingChange() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const action = useAction();
  /**
   * `stale`: what the change makes stale. A deleted grouping's own view is not: asked again, it
   * would answer "not found" (an error toast) before the list, refreshed, takes the view away.
   */
  const change = <T,>(work: () => Promise<T>, done: string, after?: (result: T) => void, stale: readonly Endpoint[] = [A.courseLs, A.groupListInfo]) =>
    action.run(async () => {
      const result = await work();
      await invalidate(queryClient, stale);
      void message.success(done);
      after?.(result);
    });
  return { busy: action.busy, change };
}

function NewGrouping({ open, assessmentId, onClose }: { open: boolean; assessmentId: number; onClose: (createdId?: number) => void }) {
  const { t } = useTranslation('assessment');
  const [form] = Form.useForm<{ name: string; count: number }>();
  const { busy, change } = useGroupingChange();
  const submit = ({ name, count }: { name: string; count: number }) =>
    change(
      () => call(A.buildLsGroup, { assessmentId, name, groups: Array.from({ length: count }, (_, i) => ({ name: t('grouping.groupName', { n: i + 1 }), memberIds: [] })) }),
      t('grouping.created', { name }),
      (list) => {
        form.resetFields();
        onClose(list.id);
      },
    );
  return (
    <Modal open={open} title={t('grouping.new')} onCancel={() => onClose()} onOk={() => form.submit()} okText={t('grouping.create')} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ count: 4 }} onFinish={submit} data-testid="grouping-form">
        <Form.Item name="name" label={t('grouping.name')} rules={[{ required: true, whitespace: true, max: TEXT_MAX.groupingName }]}>
          <Input maxLength={TEXT_MAX.groupingName} data-testid="grouping-name" />
        </Form.Item>
        <Form.Item name="count" label={t('grouping.groupCount')} rules={[{ required: true }]}>
          <InputNumber min={1} max={LS_GROUPS_MAX} precision={0} data-testid="grouping-count" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function GroupingView({ groupListId, assessmentId }: { groupListId: number; assessmentId: number }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const info = useEndpointQuery(A.groupListInfo, { groupListId });
  const { busy, change } = useGroupingChange();
  const [renaming, setRenaming] = useState(false);
  const list = info.data;
  if (!list) return <Card loading className="page-card" />;

  const people: (Member & { groupId: number | null })[] = [
    ...list.groups.flatMap((g) => g.members.map((m) => ({ ...m, groupId: g.groupId }))),
    ...list.unassigned.map((m) => ({ ...m, groupId: null })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const dominant = (g: Group) => {
    if (g.profile.status !== 'shown') return t('grouping.withheld');
    const [top] = leadership.mostLedStyles(g.profile.scores.dominantCount);
    return top ? leadership.styleOf(top).name[lang] : '—';
  };

  return (
    <div data-testid="grouping-view">
      <Space wrap className="assign-form">
        <Button onClick={() => setRenaming(true)} data-testid="grouping-rename">
          {t('grouping.edit')}
        </Button>
        <Button
          disabled={list.unassigned.length === 0}
          loading={busy}
          onClick={() => change(() => call(A.updateLsGroup, { groupListId, name: list.name, groups: shareOut(list) }), t('grouping.sharedOut'))}
          data-testid="grouping-share"
        >
          {t('grouping.shareOut')}
        </Button>
        <Popconfirm title={t('grouping.deleteConfirm', { name: list.name })} onConfirm={() => change(() => call(A.deleteLsGroup, { groupListId }), t('grouping.deleted'), undefined, [A.courseLs])}>
          <Button danger data-testid="grouping-delete">
            {t('grouping.delete')}
          </Button>
        </Popconfirm>
      </Space>
      <Table
        size="small"
        rowKey="groupId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        caption={t('grouping.groups')}
        dataSource={list.groups}
        data-testid="grouping-groups"
        columns={[
          { title: t('grouping.group'), dataIndex: 'name' },
          { title: t('grouping.size'), align: 'right', render: (_, g: Group) => g.members.length },
          { title: t('grouping.finished'), dataIndex: 'finished', align: 'right' },
          { title: t('grouping.dominant'), render: (_, g: Group) => dominant(g) },
          {
            title: t('grouping.profile'),
            render: (_, g: Group) => (
              <Link to={`/ls-details-group?assessmentId=${assessmentId}&groupId=${g.groupId}`} aria-label={t('grouping.profileOf', { name: g.name })}>
                {t('grouping.profile')}
              </Link>
            ),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="userId"
        pagination={people.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
        dataSource={people}
        data-testid="grouping-members"
        columns={[
          { title: t('grouping.member'), dataIndex: 'name' },
          { title: t('grouping.test'), dataIndex: 'status', render: (status: Member['status']) => <StatusTag status={status} /> },
          {
            title: t('grouping.group'),
            render: (_, m: (typeof people)[number]) => (
              <Select<number>
                aria-label={t('grouping.groupOf', { name: m.name })}
                value={m.groupId ?? 0}
                disabled={busy}
                onChange={(groupId) => change(() => call(A.onePersonInAGroup, { groupListId, userId: m.userId, groupId: groupId || null }), t('grouping.moved', { name: m.name }))}
                options={[{ value: 0, label: t('grouping.noGroup') }, ...list.groups.map((g) => ({ value: g.groupId, label: g.name }))]}
                className="grouping-member-group"
                data-testid={`grouping-member-${m.userId}`}
              />
            ),
          },
        ]}
      />
      <RenameGrouping open={renaming} list={list} onClose={() => setRenaming(false)} />
    </div>
  );
}

function RenameGrouping({ open, list, onClose }: { open: boolean; list: LsGroupList; onClose: () => void }) {
  const { t } = useTranslation('assessment');
  const [form] = Form.useForm<{ name: string; groups: string[] }>();
  const { busy, change } = useGroupingChange();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: list.name, groups: list.groups.map((g) => g.name) });
  }, [open, list, form]);
  const submit = ({ name, groups }: { name: string; groups: string[] }) =>
    change(
      () => call(A.updateLsGroup, { groupListId: list.id, name, groups: list.groups.map((g, i) => ({ id: g.groupId, name: groups[i], memberIds: g.members.map((m) => m.userId) })) }),
      t('grouping.saved'),
      onClose,
    );
  return (
    <Modal open={open} title={t('grouping.editTitle')} onCancel={onClose} onOk={() => form.submit()} okText={t('grouping.save')} confirmLoading={busy} forceRender>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="grouping-rename-form">
        <Form.Item name="name" label={t('grouping.name')} rules={[{ required: true, whitespace: true, max: TEXT_MAX.groupingName }]}>
          <Input maxLength={TEXT_MAX.groupingName} />
        </Form.Item>
        {list.groups.map((g, i) => (
          <Form.Item key={g.groupId} name={['groups', i]} label={t('grouping.groupLabel', { n: i + 1 })} rules={[{ required: true, whitespace: true, max: TEXT_MAX.groupName }]}>
            <Input maxLength={TEXT_MAX.groupName} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
