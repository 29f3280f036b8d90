import { useState } from 'react';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, App, Button, Card, DatePicker, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingOutlined } from '@ant-design/icons';
import { ANONYMITY_THRESHOLD_MIN, INSTRUMENTS, type Assessment, type Instrument } from '@sandtable/shared/contracts/assessments';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpointHooks';
import { listOf } from '@sandtable/shared/format/list';
import { TimeText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { failureText } from '../../../lib/forms';
import '../assessments.css';
import { CourseResultsButton } from './CourseResults';
import { ActionCardsLink } from './ActionCardsLink';
import { SettingsDialog } from './SettingsDialog';

// Not ../hooks: that loads the instruments' item bank, which the course page does not need.
const A = api.assessments;
const FORMAT = 'YYYY-MM-DD HH:mm';
const isOpen = (a: Assessment) => a.deadline === null || new Date(a.deadline).getTime() > Date.now();

/**
 * The course manager's assessments (course page, "manage"): assign a test to the whole course with
 * an optional deadline, close it now or reopen it, its settings (anonymity threshold, reports held or
 * released), each team's coverage report and its action cards.
 */
export function AssignCard({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const courseId = detail.course.id;
  const list = useEndpointQuery(A.courseAssessments, { courseId });
  const assign = useEndpointMutation(A.assign, { invalidates: [A.courseAssessments, A.myTests] });
  const [instrument, setInstrument] = useState<Instrument>('team_role');
  const [deadline, setDeadline] = useState<Dayjs | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = (i: Instrument) => t(`instrument.${i}`);
  const [editing, setEditing] = useState<Assessment | null>(null);
  const locale = useLocale();

  const run = (i: Instrument, when: Date | null, done: string) => {
    setFailure(null);
    assign.mutate(
      { courseId, instrument: i, deadline: when ? when.toISOString() : null },
      { onSuccess: () => void message.success(done), onError: (e) => setFailure(failureText(e)) },
    );
  };
  const teamRoleAssigned = (list.data ?? []).some((a) => a.instrument === 'team_role');
  const leadershipTest = (list.data ?? []).find((a) => a.instrument === 'leadership');

  return (
    <Card size="small" title={t('assign.title')} className="manage-card" data-testid="assign-card">
      <Typography.Paragraph type="secondary">{t('assign.lead')}</Typography.Paragraph>
      <ul className="manage-list">
        {(list.data ?? []).map((a) => (
          <li key={a.id} className="manage-list__row" data-testid={`assessment-${a.instrument}`}>
            <span>
              {name(a.instrument)} <Tag color={isOpen(a) ? 'success' : 'default'}>{isOpen(a) ? t('assign.open') : t('assign.closed')}</Tag>
              {!a.reportsReleased && <Tag color="warning" data-testid={`held-${a.instrument}`}>{t('settings.heldTag')}</Tag>}
              {a.anonymityThreshold > ANONYMITY_THRESHOLD_MIN && <Tag>{t('settings.thresholdTag', { count: a.anonymityThreshold })}</Tag>}
              {a.teamIds && <Tag data-testid={`audience-${a.instrument}`}>{listOf(detail.teams.filter((tm) => a.teamIds!.includes(tm.id)).map((tm) => tm.name), locale)}</Tag>}
              <Typography.Text type="secondary" className="assign-row__when">{a.deadline ? <TimeText value={a.deadline} /> : t('assign.noDeadline')}</Typography.Text>
            </span>
            <Space wrap size={[8, 4]}>
              <CourseResultsButton assessmentId={a.id} instrument={a.instrument} name={name(a.instrument)} />
              <Button size="small" icon={<SettingOutlined />} onClick={() => setEditing(a)} data-testid={`settings-${a.instrument}`}>
                {t('settings.open')}
              </Button>
              {isOpen(a) ? (
                <Button size="small" onClick={() => run(a.instrument, new Date(), t('assign.closedDone', { name: name(a.instrument) }))} data-testid={`close-${a.instrument}`}>
                  {t('assign.close')}
                </Button>
              ) : (
                <Button size="small" onClick={() => run(a.instrument, null, t('assign.reopened', { name: name(a.instrument) }))} data-testid={`reopen-${a.instrument}`}>
                  {t('assign.reopen')}
                </Button>
              )}
            </Space>
          </li>
        ))}
      </ul>
      {list.data?.length === 0 && <Typography.Paragraph type="secondary">{t('assign.none')}</Typography.Paragraph>}
      <Space wrap className="assign-form">
        <Select<Instrument>
          aria-label={t('assign.instrument')}
          value={instrument}
          onChange={setInstrument}
          options={INSTRUMENTS.map((i) => ({ value: i, label: name(i) }))}
          className="assign-form__instrument"
          data-testid="assign-instrument"
        />
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={FORMAT}
          value={deadline}
          onChange={setDeadline}
          placeholder={t('assign.deadline')}
          aria-label={t('assign.deadline')}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          data-testid="assign-deadline"
        />
        <Button type="primary" loading={assign.isPending} onClick={() => run(instrument, deadline?.toDate() ?? null, t('assign.assigned', { name: name(instrument) }))} data-testid="assign-submit">
          {t('assign.assign')}
        </Button>
      </Space>
      {failure && <Alert type="error" showIcon role="alert" title={failure} className="assessment-note" />}
      <SettingsDialog assessment={editing} name={editing ? name(editing.instrument) : ''} teams={detail.teams} onClose={() => setEditing(null)} />
      {leadershipTest && (
        <div className="assign-teams">
          <Link to={`/ls-details-group?assessmentId=${leadershipTest.id}&courseId=${courseId}`} data-testid="ls-course-profile">
            {t('grouping.courseProfile')}
          </Link>
        </div>
      )}
      {(list.data?.length ?? 0) > 0 && detail.teams.length > 0 && (
        <div className="assign-teams" data-testid="action-card-teams">
          <Typography.Text strong>{t('cards.teams')}</Typography.Text>
          <Space wrap>
            {detail.teams.map((tm) => <ActionCardsLink key={tm.id} teamId={tm.id} teamName={tm.name} />)}
          </Space>
        </div>
      )}
      {teamRoleAssigned && detail.teams.length > 0 && (
        <div className="assign-teams">
          <Typography.Text strong>{t('assign.teams')}</Typography.Text>
          <Space wrap>
            {detail.teams.map((tm) => (
              <Link key={tm.id} to={`/belbinGroupReport?teamId=${tm.id}`} data-testid={`group-report-${tm.id}`}>
                {tm.name}
              </Link>
            ))}
          </Space>
        </div>
      )}
    </Card>
  );
}
