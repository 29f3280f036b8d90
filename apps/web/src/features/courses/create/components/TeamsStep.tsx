import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Form, Input, Progress, Row, Select, Space, Table, Tag, Tooltip, Typography, type ButtonProps, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ClusterOutlined, CrownFilled, CrownOutlined, DeleteOutlined, EditOutlined, FileExcelOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '@sandtable/shared/rules/account';
import { proposedTeamCapacity, type CourseKind, type GameId } from '@sandtable/shared/rules/course';
import { minTeamsToStart } from '@sandtable/shared/rules/course';
import { PhoneText } from '../../../../components/format';
import { zodRule } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { addRows, addTeam, allStudents, distributeEvenly, moveStudent, removeStudent, removeTeam, teamOf, updateTeam, type PlacedRows, type RuleIssue, type Student, type TeamDraft, type TeamsDraft } from '../model';
import { ruleText } from '../rules';
import { AddStudentsDialog } from './AddStudentsDialog';
import { StudentSheetDialog } from './StudentSheetDialog';
import { TeamEditDialog } from './TeamEditDialog';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { listOf } from '@sandtable/shared/format/list';

export interface TeamsStepProps {
  draft: TeamsDraft;
  onChange: (next: TeamsDraft) => void;
  details: { kind: CourseKind; gameId: GameId; participants: number; teamCount: number };
  /** The rule issues to show (after the first attempt to submit). */
  issues: RuleIssue[] | null;
  passwordForm: FormInstance<{ initialPassword?: string }>;
}

/** Which team a table row is in: a team's key, or the pool. */
const POOL = '__pool';

/**
 * Step 2: the proposed teams (editable name, boot colour, capacity, captain) and the student
 * table (typed, imported, moved between teams, distributed evenly), with the spec §5 checks.
 */
export function TeamsStep({ draft, onChange, details, issues, passwordForm }: TeamsStepProps) {
  const { t } = useTranslation('courseAdmin');
  const { message } = App.useApp();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<TeamDraft | null>(null);
  const students = allStudents(draft);
  const seats = draft.teams.reduce((s, team) => s + team.capacity, 0);
  const nameOf = (n: number) => t('teams.defaultName', { n });

  const placed = (result: PlacedRows, distribute: boolean) => {
    const next = distribute ? distributeEvenly(result.draft) : result.draft;
    onChange(next);
    const added = result.inTeams + result.pooled;
    const parts = [t('teams.added', { count: added })];
    if (distribute && result.pooled > 0) parts.push(t('teams.distributedCount', { count: result.pooled - next.pool.length }));
    if (result.duplicates.length) parts.push(t('teams.skippedDuplicates', { count: result.duplicates.length }));
    if (result.unknownTeams.length) parts.push(t('teams.unknownTeams', { names: listOf(result.unknownTeams, locale) }));
    void message.open({ type: result.duplicates.length || result.unknownTeams.length ? 'warning' : 'success', content: parts.join(locale === 'zh-CN' ? '' : ' '), duration: 5 });
  };

  const generalIssues = (issues ?? []).filter((i) => i.path[0] !== 'teams' || i.path.length === 1);
  const teamIssuesOf = (index: number) => (issues ?? []).filter((i) => i.path[0] === 'teams' && i.path[1] === index);

  return (
    <div className="teams-step">
      <Card className="page-card teams-step__summary">
        <div className="teams-step__numbers">
          <Figure label={t('teams.students')} value={students.length} testId="students-count" />
          <Figure label={t('course:field.teams')} value={draft.teams.length} hint={t('teams.minimum', { count: minTeamsToStart(details.gameId) })} />
          <Figure label={t('course:field.seats')} value={seats} hint={t('teams.participants', { count: details.participants })} warn={seats < details.participants} />
        </div>
        <Space wrap className="teams-step__actions">
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="add-students">
            {t('teams.addStudents')}
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)} data-testid="import-students">
            {t('teams.import')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => onChange(addTeam(draft, proposedTeamCapacity(details.participants, draft.teams.length + 1), nameOf))} disabled={draft.teams.length >= 25} data-testid="add-team">
            {t('teams.addTeam')}
          </Button>
        </Space>
        <Alert type="info" showIcon className="teams-step__note" title={t(details.kind === 'open' ? 'teams.emptyHintOpen' : 'teams.emptyHint', { minimum: minTeamsToStart(details.gameId) })} data-testid="teams-empty-hint" />
        {draft.pool.length > 0 && (
          <Alert
            type="warning"
            showIcon
            className="teams-step__note"
            title={t('teams.poolWaiting', { count: draft.pool.length })}
            action={
              <Button size="small" type="primary" icon={<ClusterOutlined />} onClick={() => onChange(distributeEvenly(draft))} data-testid="distribute">
                {t('teams.distribute')}
              </Button>
            }
            data-testid="pool-alert"
          />
        )}
        {generalIssues.length > 0 && (
          <Alert
            type="error"
            showIcon
            className="teams-step__note"
            role="alert"
            title={t('teams.fixFirst')}
            description={
              <ul className="teams-step__issues">
                {generalIssues.map((issue, i) => (
                  <li key={i}>{ruleText(issue)}</li>
                ))}
              </ul>
            }
            data-testid="teams-issues"
          />
        )}
      </Card>

      <Row gutter={[12, 12]} className="teams-step__teams" data-testid="team-cards">
        {draft.teams.map((team, index) => (
          <Col key={team.key} xs={24} sm={12} lg={8} xxl={6}>
            <TeamCard
              team={team}
              issues={teamIssuesOf(index)}
              canRemove={draft.teams.length > 1}
              onEdit={() => setEditing(team)}
              onRemove={() => onChange(removeTeam(draft, team.key))}
              onCaptain={(captainKey) => onChange({ ...draft, teams: updateTeam(draft, team.key, { captainKey }) })}
            />
          </Col>
        ))}
      </Row>

      <Card className="page-card" title={t('teams.tableTitle')}>
        <StudentTable draft={draft} onChange={onChange} />
        {students.length > 0 && (
          <Form form={passwordForm} layout="vertical" className="teams-step__password" requiredMark={false}>
            <Form.Item name="initialPassword" label={t('fields:initialPassword')} rules={[zodRule(newPasswordSchema, 'initialPassword', { optional: true })]} extra={t('teams.passwordHint')}>
              <Input.Password autoComplete="new-password" maxLength={TEXT_MAX.password} className="teams-step__password-input" data-testid="initial-password" />
            </Form.Item>
          </Form>
        )}
      </Card>

      <AddStudentsDialog open={adding} onClose={() => setAdding(false)} draft={draft} onAdd={(rows) => placed(addRows(draft, rows), false)} />
      <StudentSheetDialog open={importing} onClose={() => setImporting(false)} draft={draft} onAdd={(rows, distribute) => placed(addRows(draft, rows), distribute)} />
      <TeamEditDialog
        team={editing}
        others={draft.teams.filter((x) => x.key !== editing?.key).map((x) => x.name.trim())}
        onClose={() => setEditing(null)}
        onSave={(patch) => {
          if (editing) onChange({ ...draft, teams: updateTeam(draft, editing.key, patch) });
          setEditing(null);
        }}
      />
    </div>
  );
}

function Figure({ label, value, hint, warn, testId }: { label: string; value: number; hint?: string; warn?: boolean; testId?: string }) {
  return (
    <div className="teams-step__figure">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span className={`teams-step__value tabular${warn ? ' teams-step__value--warn' : ''}`} data-testid={testId}>
        {value}
      </span>
      {hint && <Typography.Text type={warn ? 'danger' : 'secondary'} className="teams-step__hint">{hint}</Typography.Text>}
    </div>
  );
}

function TeamCard({ team, issues, canRemove, onEdit, onRemove, onCaptain }: { team: TeamDraft; issues: RuleIssue[]; canRemove: boolean; onEdit: () => void; onRemove: () => void; onCaptain: (key: string | null) => void }) {
  const { t } = useTranslation('courseAdmin');
  const { modal } = App.useApp();
  const count = team.members.length;
  const over = count > team.capacity;
  // A modal confirmation, not antd's Popconfirm: that one leaves the focus on the button and does
  // not close on Escape (docs/decisions/web-accessibility.md).
  const confirmRemove = () =>
    modal.confirm({
      title: t('teams.removeTeamConfirm', { name: team.name }),
      content: count ? t('teams.removeTeamMembers', { count }) : undefined,
      okText: t('teams.removeTeam'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-remove-team' } as ButtonProps,
      cancelText: t('common:action.cancel'),
      onOk: onRemove,
    });
  const captain = team.captainKey ?? team.members[0]?.key ?? null;
  return (
    <Card
      size="small"
      className={`team-card${issues.length ? ' team-card--problem' : ''}`}
      data-testid={`team-card-${team.name}`}
      title={
        <span className="team-card__title">
          <span className="team-card__boot" style={{ background: team.colour }} aria-hidden />
          <span className="team-card__name">{team.name || t('teams.unnamed')}</span>
        </span>
      }
      extra={
        <Space size={0}>
          <Tooltip title={t('teams.editTeam')}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('teams.editTeamNamed', { name: team.name })} onClick={onEdit} data-testid={`edit-team-${team.name}`} />
          </Tooltip>
          {canRemove && (
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('teams.removeTeamNamed', { name: team.name })} onClick={confirmRemove} data-testid={`remove-team-${team.name}`} />
          )}
        </Space>
      }
    >
      <div className="team-card__fill">
        <Progress percent={Math.min(100, Math.round((count / Math.max(1, team.capacity)) * 100))} status={over ? 'exception' : count === team.capacity ? 'success' : 'normal'} showInfo={false} size="small" strokeColor={over ? undefined : team.colour} aria-label={t('teams.fillLabel', { name: team.name || t('teams.unnamed'), count, capacity: team.capacity })} />
        <Typography.Text type={over ? 'danger' : 'secondary'} className="tabular nowrap">
          {t('teams.fill', { count, capacity: team.capacity })}
        </Typography.Text>
      </div>
      <div className="team-card__captain">
        <Typography.Text type="secondary">{t('course:field.captain')}</Typography.Text>
        <Select
          size="small"
          className="team-card__captain-select"
          value={captain}
          disabled={count === 0}
          placeholder={t('teams.noMembers')}
          options={team.members.map((m) => ({ value: m.key, label: m.name }))}
          onChange={onCaptain}
          aria-label={t('teams.captainOf', { name: team.name })}
        />
      </div>
      {count > 0 ? (
        <div className="team-card__members">
          {team.members.slice(0, 8).map((m) => (
            <Tag key={m.key} icon={m.key === captain ? <CrownFilled /> : undefined} className="team-card__member">
              {m.name}
            </Tag>
          ))}
          {count > 8 && <Tag>{t('teams.more', { count: count - 8 })}</Tag>}
        </div>
      ) : (
        <Typography.Text type="secondary" className="team-card__empty">
          {t('teams.empty')}
        </Typography.Text>
      )}
      {issues.length > 0 && (
        <ul className="team-card__issues" role="alert">
          {issues.map((issue, i) => (
            <li key={i}>{ruleText(issue)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Every student with the team they are in; moving is choosing another team. */
function StudentTable({ draft, onChange }: { draft: TeamsDraft; onChange: (next: TeamsDraft) => void }) {
  const { t } = useTranslation('courseAdmin');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [keyword, setKeyword] = useState('');
  const [teamFilter, setTeamFilter] = useState<string | undefined>();
  const teamOptions = [...draft.teams.map((team) => ({ value: team.key, label: <TeamLabel team={team} />, title: team.name })), { value: POOL, label: <span className="team-label team-label--pool">{t('teams.pool')}</span>, title: t('teams.pool') }];

  const rows = useMemo(() => {
    const all = [...draft.teams.flatMap((team) => team.members.map((s) => ({ ...s, teamKey: team.key }))), ...draft.pool.map((s) => ({ ...s, teamKey: POOL }))];
    const k = keyword.trim().toLowerCase();
    return all.filter((s) => (!teamFilter || s.teamKey === teamFilter) && (!k || s.name.toLowerCase().includes(k) || s.mobile.includes(k)));
  }, [draft, keyword, teamFilter]);

  type Row = Student & { teamKey: string };
  const columns: ColumnsType<Row> = [
    {
      title: t('fields:name'),
      dataIndex: 'name',
      width: 140,
      render: (name: string, s) => {
        const team = teamOf(draft, s.key);
        const captain = team && (team.captainKey ?? team.members[0]?.key) === s.key;
        return (
          <span className="nowrap">
            {name} {captain && <CrownOutlined className="student-table__captain" aria-label={t('course:field.captain')} />}
          </span>
        );
      },
    },
    { title: t('fields:mobile'), dataIndex: 'mobile', width: 130, render: (m: string) => <PhoneText phone={m} /> },
    ...(isPhone ? [] : [{ title: t('fields:department'), dataIndex: 'department', width: 140, ellipsis: true } as ColumnsType<Row>[number]]),
    {
      title: t('course:field.team'),
      key: 'team',
      width: 180,
      render: (_, s) => (
        <Select
          size="small"
          className="student-table__team"
          value={s.teamKey}
          options={teamOptions}
          optionLabelProp="label"
          onChange={(to: string) => onChange(moveStudent(draft, s.key, to === POOL ? null : to))}
          aria-label={t('teams.moveStudent', { name: s.name })}
          data-testid={`move-${s.mobile}`}
        />
      ),
    },
    {
      key: 'remove',
      width: 56,
      align: 'center',
      render: (_, s) => (
        <Tooltip title={t('teams.removeStudent')}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('teams.removeStudentNamed', { name: s.name })} onClick={() => onChange(removeStudent(draft, s.key))} />
        </Tooltip>
      ),
    },
  ];

  if (allStudents(draft).length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teams.noStudents')} data-testid="students-empty" />;
  }
  return (
    <>
      <div className="table-toolbar">
        <Input.Search className="table-toolbar__search" allowClear placeholder={t('teams.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <Select allowClear placeholder={t('teams.allTeams')} value={teamFilter} onChange={setTeamFilter} options={teamOptions} optionLabelProp="label" />
      </div>
      <Table<Row>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false, size: 'small' } : false}
        scroll={{ x: isPhone ? 420 : 640 }}
        data-testid="student-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teams.noMatch')} /> }}
      />
    </>
  );
}

export function TeamLabel({ team }: { team: Pick<TeamDraft, 'name' | 'colour'> }) {
  return (
    <span className="team-label">
      <span className="team-card__boot team-card__boot--small" style={{ background: team.colour }} aria-hidden />
      {team.name}
    </span>
  );
}
