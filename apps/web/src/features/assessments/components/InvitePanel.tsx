import { useState } from 'react';
import { Alert, App, Button, Card, InputNumber, List, Select, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OBSERVERS_MAX, type ObserverInvitation } from '@sandtable/shared/contracts/assessments';
import { useCourse } from '../../../api/courses';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpointHooks';
import { useSessionInfo } from '../../../api/hooks';
import { TimeText } from '../../../components/format';
import { failureText } from '../../../lib/forms';
import { A } from '../hooks';
import { StatusTag } from './StatusTag';

/** Invites observers: colleagues of the course by name, anyone else by a link shown once. */
export function InvitePanel({ assessmentId, courseId }: { assessmentId: number; courseId: number | null }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const me = useSessionInfo().data?.user.id;
  const course = useCourse(courseId);
  const list = useEndpointQuery(A.invitations, { assessmentId });
  const invite = useEndpointMutation(A.invite, { invalidates: [A.invitations, A.teamRoleReport, A.leadershipReport] });
  const [observerIds, setObserverIds] = useState<number[]>([]);
  const [links, setLinks] = useState(1);
  const [fresh, setFresh] = useState<ObserverInvitation[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const invitedIds = new Set((list.data ?? []).map((i) => i.observerId));
  const colleagues = (course.data?.teams ?? []).flatMap((tm) => tm.members).filter((m) => m.userId !== me && !invitedIds.has(m.userId));

  const send = (data: { observerIds?: number[]; links?: number }) => {
    setFailure(null);
    invite.mutate(
      { assessmentId, observerIds: data.observerIds ?? [], links: data.links ?? 0, days: 30 },
      {
        onSuccess: (rows) => {
          const made = rows.filter((r) => r.token);
          setFresh(made);
          setObserverIds([]);
          void message.success(t('invite.done', { count: (data.observerIds?.length ?? 0) + (data.links ?? 0) }));
        },
        onError: (e) => setFailure(failureText(e)),
      },
    );
  };
  const linkOf = (token: string) => `${window.location.origin}${window.location.pathname}#/belbinOtherTest?token=${encodeURIComponent(token)}`;

  return (
    <Card className="page-card" title={t('invite.title')} data-testid="invite-panel">
      <Typography.Paragraph type="secondary">{t('invite.lead')}</Typography.Paragraph>
      {courseId !== null && (
        <Space.Compact className="invite-row">
          <Select
            mode="multiple"
            className="invite-row__select"
            aria-label={t('invite.colleagues')}
            placeholder={t('invite.colleagues')}
            value={observerIds}
            onChange={setObserverIds}
            options={colleagues.map((m) => ({ value: m.userId, label: m.name }))}
            maxCount={OBSERVERS_MAX}
            optionFilterProp="label"
            data-testid="invite-colleagues"
          />
          <Button type="primary" disabled={!observerIds.length} loading={invite.isPending} onClick={() => send({ observerIds })} data-testid="invite-send">
            {t('invite.invite')}
          </Button>
        </Space.Compact>
      )}
      <Space wrap className="invite-links">
        <label htmlFor="invite-links-count">{t('invite.links')}</label>
        <InputNumber id="invite-links-count" min={1} max={OBSERVERS_MAX} precision={0} value={links} onChange={(v) => setLinks(v ?? 1)} />
        <Button onClick={() => send({ links })} loading={invite.isPending} data-testid="invite-links">
          {t('invite.makeLinks')}
        </Button>
      </Space>
      {failure && <Alert type="error" showIcon role="alert" title={failure} className="assessment-note" />}
      {fresh.length > 0 && (
        <Alert
          className="assessment-note"
          type="warning"
          showIcon
          title={t('invite.linkNote')}
          description={
            <ul className="invite-tokens" data-testid="invite-tokens">
              {fresh.map((f) => (
                <li key={f.id}>
                  <Typography.Text code className="invite-token" data-testid="invite-token">
                    {linkOf(f.token!)}
                  </Typography.Text>
                  <Button size="small" icon={<CopyOutlined />} onClick={() => void navigator.clipboard?.writeText(linkOf(f.token!)).then(() => message.success(t('invite.copied')))}>
                    {t('invite.copy')}
                  </Button>
                </li>
              ))}
            </ul>
          }
        />
      )}
      <List
        size="small"
        dataSource={list.data ?? []}
        // Its own secondary text: the List draws an empty line in the disabled grey (3.4:1).
        locale={{ emptyText: <Typography.Text type="secondary">{t('invite.none')}</Typography.Text> }}
        data-testid="invitations"
        renderItem={(i) => (
          <List.Item extra={<StatusTag status={i.status} kind="observerStatus" />}>
            <span>
              {i.observerName ?? t('invite.link')} · <TimeText value={i.expiresAt} />
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The invitation panel of the caller's own attempt (its course's colleagues to choose from). */
export function AttemptInvitePanel({ assessmentId }: { assessmentId: number }) {
  const attempt = useEndpointQuery(A.attempt, { assessmentId });
  if (!attempt.data) return null;
  return <InvitePanel assessmentId={assessmentId} courseId={attempt.data.assessment.courseId} />;
}
