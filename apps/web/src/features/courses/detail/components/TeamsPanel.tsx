import { useState } from 'react';
import { Alert, App, Button, Card, Col, Dropdown, Empty, Row, Space, Tag, Tooltip, Typography, type MenuProps } from 'antd';
import { CrownFilled, EditOutlined, MoreOutlined, PlusOutlined, ToolOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail, Team } from '@sandtable/shared/contracts/courses';
import { NOT_STARTED_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import { PhoneText } from '../../../../components/format';
import { failureText } from '../../../../lib/forms';
import { MemberTestsButton } from '../../../assessments/components/MemberTests';
import { isManager } from '../chapters';
import { useCourseAction } from '../hooks';
import { BootSwatch } from './CourseTags';
import { TeamDialog } from './TeamDialog';
import { AddMembersDrawer } from './AddMembersDrawer';

type Member = Team['members'][number];

/** Before the start, members have no progress to show (the course machine's not-started states). */
const isNotStarted = (status: CourseStatus) => (NOT_STARTED_STATUSES as readonly CourseStatus[]).includes(status);

/** A learner may pick or change their team until the course starts: the server's ability. */
export function canPickTeam(detail: CourseDetail): boolean {
  return detail.abilities.pickTeam;
}

/**
 * The teams of a course as cards: boot colour, seats, full or selectable, members with the
 * captain and operator marked and mobiles masked. Learners pick a team before the start;
 * managers edit teams, move and remove members, and add students.
 */
export function TeamsPanel({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { teams, me, abilities } = detail;
  const [editing, setEditing] = useState<Team | null | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const pickable = canPickTeam(detail);

  return (
    <div className="teams-panel" data-testid="teams-panel">
      <div className="section-heading">
        <div>
          <Typography.Title level={4} className="section-heading__title">
            {t('menu.teams')}
          </Typography.Title>
          <Typography.Text type="secondary">{pickable ? (me?.teamId ? t('teams.leadChange') : t('teams.leadPick')) : t('teams.lead')}</Typography.Text>
        </div>
        {abilities.manageTeams && (
          <Space wrap>
            <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="add-team">
              {t('teams.add')}
            </Button>
            <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="add-members">
              {t('teams.addMembers')}
            </Button>
          </Space>
        )}
      </div>
      {me && !me.teamId && pickable && <Alert type="warning" showIcon title={t('teams.noTeamYet')} className="teams-panel__alert" data-testid="no-team-yet" />}
      {teams.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teams.none')} />
      ) : (
        <Row gutter={[16, 16]}>
          {teams.map((team) => (
            <Col key={team.id} xs={24} md={12} xxl={8}>
              <TeamCard detail={detail} team={team} pickable={pickable} onEdit={() => setEditing(team)} />
            </Col>
          ))}
        </Row>
      )}
      <TeamDialog detail={detail} team={editing} onClose={() => setEditing(undefined)} />
      <AddMembersDrawer detail={detail} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function TeamCard({ detail, team, pickable, onEdit }: { detail: CourseDetail; team: Team; pickable: boolean; onEdit: () => void }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const pick = useCourseAction(api.courses.pickTeam);
  const mine = detail.me?.teamId === team.id;
  const manage = detail.abilities.manageTeams;

  const choose = () =>
    pick.mutate(
      { courseId: detail.course.id, teamId: team.id },
      {
        onSuccess: () => void message.success(t('teams.picked', { team: team.name })),
        onError: (error) => {
          const text = failureText(error);
          if (text) void message.error(text);
        },
      },
    );

  const extra = (
    <Space size={4}>
      <Tag color={team.full ? 'error' : 'success'} className="team-card__state" data-testid="team-state" data-full={team.full}>
        {team.full ? t('course:teamFull') : t('course:teamSelectable')}
      </Tag>
      {manage && (
        <Tooltip title={t('teams.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('teams.edit')} onClick={onEdit} data-testid="edit-team" />
        </Tooltip>
      )}
    </Space>
  );

  return (
    <Card
      size="small"
      className={`team-card${mine ? ' team-card--mine' : ''}`}
      style={{ borderTopColor: team.colour }}
      data-testid={`team-${team.id}`}
      data-team-name={team.name}
      title={
        <span className="team-title">
          <BootSwatch colour={team.colour} size={14} />
          <span className="team-title__name">{team.name}</span>
          {mine && <Tag color="blue">{t('teams.mine')}</Tag>}
        </span>
      }
      extra={extra}
    >
      <Typography.Text type="secondary" className="team-card__seats">
        {t('teams.seats', { count: team.members.length, capacity: team.capacity })}
      </Typography.Text>
      {team.members.length === 0 ? (
        <Typography.Paragraph type="secondary" className="team-card__empty">
          {t('teams.empty')}
        </Typography.Paragraph>
      ) : (
        <ul className="team-members">
          {team.members.map((member) => (
            <MemberRow key={member.memberId} detail={detail} team={team} member={member} />
          ))}
        </ul>
      )}
      {pickable && !mine && (
        <Button block type={detail.me?.teamId ? 'default' : 'primary'} disabled={team.full} loading={pick.isPending} onClick={choose} className="team-card__pick" data-testid="pick-team">
          {team.full ? t('course:teamFull') : detail.me?.teamId ? t('teams.switch') : t('teams.pick')}
        </Button>
      )}
    </Card>
  );
}

function MemberRow({ detail, team, member }: { detail: CourseDetail; team: Team; member: Member }) {
  const { t } = useTranslation('courseDetail');
  const { modal, message } = App.useApp();
  const edit = useCourseAction(api.courses.editMembers);
  const manage = detail.abilities.manageTeams;
  const captain = member.captain;

  const fail = (error: unknown) => {
    const text = failureText(error);
    if (text) void message.error(text);
  };
  const move = (teamId: number) => {
    const to = detail.teams.find((x) => x.id === teamId);
    edit.mutate(
      { courseId: detail.course.id, move: [{ memberId: member.memberId, teamId }] },
      { onSuccess: () => void message.success(t('teams.moved', { name: member.name, team: to?.name ?? '' })), onError: fail },
    );
  };
  const remove = () =>
    modal.confirm({
      title: t('teams.removeConfirm.title', { name: member.name }),
      content: t('teams.removeConfirm.text'),
      okText: t('teams.removeConfirm.ok'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-remove' },
      onOk: () =>
        edit.mutateAsync({ courseId: detail.course.id, remove: [member.memberId] }).then(
          () => void message.success(t('teams.removed', { name: member.name })),
          fail,
        ),
    });

  const others = detail.teams.filter((x) => x.id !== team.id);
  const items: MenuProps['items'] = [
    {
      key: 'move',
      label: t('teams.moveTo'),
      icon: <ToolOutlined />,
      disabled: others.length === 0,
      children: others.map((x) => ({ key: `move-${x.id}`, label: x.name, disabled: x.full, onClick: () => move(x.id) })),
    },
    { type: 'divider' },
    { key: 'remove', label: t('teams.remove'), danger: true, onClick: remove },
  ];

  return (
    <li className="team-member" data-testid={`member-${member.userId}`}>
      <span className="team-member__who">
        <span className="team-member__name">{member.name}</span>
        {captain && (
          <Tag color="gold" icon={<CrownFilled />} className="team-member__tag" data-testid="captain">
            {t('course:field.captain')}
          </Tag>
        )}
        {member.operator && (
          <Tag color="purple" className="team-member__tag">
            {t('course:field.operator')}
          </Tag>
        )}
      </span>
      <span className="team-member__side">
        {member.mobile && (
          <Typography.Text type="secondary" className="team-member__mobile">
            <PhoneText phone={member.mobile} />
          </Typography.Text>
        )}
        {!isNotStarted(detail.course.status) && (
          <Tag className="team-member__tag" color={member.progress === 'completed' ? 'success' : member.progress === 'gave_up' ? 'warning' : 'default'}>
            {t(`course:progress.${member.progress}`)}
          </Tag>
        )}
        {isManager(detail.abilities) && <MemberTestsButton memberId={member.memberId} userId={member.userId} name={member.name} team={{ id: team.id, name: team.name }} />}
        {manage && (
          <Dropdown menu={{ items }} trigger={['click']}>
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('teams.memberActions', { name: member.name })} data-testid="member-actions" />
          </Dropdown>
        )}
      </span>
    </li>
  );
}
