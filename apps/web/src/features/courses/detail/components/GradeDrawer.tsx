import { useState } from 'react';
import { Alert, App, Button, Drawer, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail, Team } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { asOneMessage } from '../failures';
import { useCourseAction } from '../hooks';
import { BootSwatch } from './CourseTags';

type Row = Team['members'][number] & { team: Team };

const SCORE = api.courses.grade.request.shape.scores.element.shape.score;
const MAX_SCORE = SCORE.maxValue!;

/** "Grade chapter 2": opens the scores table. */
export function GradeButton({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FormOutlined />} onClick={() => setOpen(true)} data-testid="grade-open">
        {t('grade.open')}
      </Button>
      <GradeDrawer detail={detail} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Chapter-2 scores for the members (0–100). Only the filled scores are sent; members who gave up
 * keep their 0.
 */
export function GradeDrawer({ detail, open, onClose }: { detail: CourseDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const grade = useCourseAction(api.courses.grade);
  const [scores, setScores] = useState<Record<number, number | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const rows: Row[] = detail.teams.flatMap((team) => team.members.map((m) => ({ ...m, team })));
  const filled = Object.entries(scores).filter(([, v]) => v !== null && v !== undefined) as [string, number][];

  const submit = () => {
    setFailure(null);
    grade.mutate(
      { courseId: detail.course.id, scores: filled.map(([memberId, score]) => ({ memberId: Number(memberId), score })) },
      {
        onSuccess: () => {
          void message.success(t('grade.saved', { count: filled.length }));
          setScores({});
          onClose();
        },
        onError: (error) => setFailure(failureText(asOneMessage(error))),
      },
    );
  };

  const columns: ColumnsType<Row> = [
    {
      title: t('course:field.team'),
      key: 'team',
      width: 130,
      render: (_, row) => (
        <span className="team-title">
          <BootSwatch colour={row.team.colour} />
          {row.team.name}
        </span>
      ),
    },
    { title: t('fields:name'), dataIndex: 'name', key: 'name', width: 120 },
    {
      title: t('grade.progress'),
      key: 'progress',
      width: 100,
      render: (_, row) => <Tag color={row.progress === 'gave_up' ? 'warning' : row.progress === 'completed' ? 'success' : 'default'}>{t(`course:progress.${row.progress}`)}</Tag>,
    },
    {
      title: t('grade.score'),
      key: 'score',
      width: 120,
      render: (_, row) =>
        row.progress === 'gave_up' ? (
          <Typography.Text type="secondary">{t('grade.gaveUpZero')}</Typography.Text>
        ) : (
          <InputNumber
            min={0}
            max={MAX_SCORE}
            precision={0}
            value={scores[row.memberId] ?? null}
            onChange={(value) => setScores((s) => ({ ...s, [row.memberId]: value === null ? null : SCORE.safeParse(value).success ? Number(value) : null }))}
            aria-label={t('grade.scoreOf', { name: row.name })}
            data-testid={`score-${row.userId}`}
          />
        ),
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('grade.title')}
      size={isPhone ? '100%' : 640}
      destroyOnHidden
      data-testid="grade-drawer"
      footer={
        <Space className="form-dialog__footer">
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button type="primary" disabled={filled.length === 0} loading={grade.isPending} onClick={submit} data-testid="grade-submit">
            {t('grade.submit', { count: filled.length })}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('grade.lead', { max: MAX_SCORE })}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} className="form-dialog__failure" />}
      <Table<Row> rowKey="memberId" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 470 }} locale={{ emptyText: t('grade.noMembers') }} />
    </Drawer>
  );
}
