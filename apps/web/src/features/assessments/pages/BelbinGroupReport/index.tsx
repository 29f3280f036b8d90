import { Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupReport } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { LoadFrame } from '../../components/LoadFrame';
import { StatusTag } from '../../components/StatusTag';
import { A, langOf, roleName, roleNames, useAssessmentParams } from '../../hooks';
import { ActionCardsLink } from '../../components/ActionCardsLink';
import '../../assessments.css';
import { listOf } from '@sandtable/shared/format/list';

const COVER_COLOURS = { gap: 'error', covered: 'success', overlap: 'warning' } as const;

/** `/belbinGroupReport?teamId=`: which roles the team's members bring — coverage, gaps and overlaps. */
export default function BelbinGroupReportPage() {
  const { teamId } = useAssessmentParams();
  const report = useEndpointQuery(A.groupReport, { teamId: teamId ?? 0 }, { enabled: teamId !== undefined });
  return (
    <LoadFrame query={report} hasId={teamId !== undefined} back="/belbin">
      {(data) => <GroupView report={data} />}
    </LoadFrame>
  );
}

function GroupView({ report }: { report: GroupReport }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const names = new Map(report.members.map((m) => [m.userId, m.name]));
  const done = report.members.filter((m) => m.status === 'finished').length;
  return (
    <div className="assessment-page" data-testid="belbin-group-report">
      <PageHeading title={t('group.title', { team: report.teamName })} lead={t('group.lead')} extra={<ActionCardsLink teamId={report.teamId} />} />
      <Row gutter={[16, 16]} className="tr-group-stats">
        <Col xs={24} sm={8}>
          <Card size="small"><Statistic title={t('group.members')} value={t('group.finished', { done, total: report.members.length })} /></Card>
        </Col>
        <Col xs={12} sm={8}>
          <Card size="small" data-testid="tr-gaps">
            <Typography.Text type="secondary">{t('group.gaps')}</Typography.Text>
            <div className="tr-group-list">{report.gaps.length ? roleNames(report.gaps, lang) : t('group.noGaps')}</div>
          </Card>
        </Col>
        <Col xs={12} sm={8}>
          <Card size="small" data-testid="tr-overlaps">
            <Typography.Text type="secondary">{t('group.overlaps')}</Typography.Text>
            <div className="tr-group-list">{report.overlaps.length ? roleNames(report.overlaps, lang) : t('group.noOverlaps')}</div>
          </Card>
        </Col>
      </Row>
      <Card className="page-card" title={t('group.roles')}>
        <Table
          rowKey="role"
          size="small"
          pagination={false}
          dataSource={report.roles}
          data-testid="tr-coverage"
          columns={[
            { title: t('report.role'), dataIndex: 'role', render: (r: string) => roleName(r, lang) },
            { title: t('list.state'), dataIndex: 'status', render: (s: keyof typeof COVER_COLOURS) => <Tag color={COVER_COLOURS[s]}>{t(`group.${s}`)}</Tag> },
            {
              title: t('group.byWhom'),
              dataIndex: 'members',
              render: (ids: number[]) => (ids.length ? listOf(ids.map((id) => names.get(id) ?? ''), lang) : <Typography.Text type="secondary">{t('group.nobody')}</Typography.Text>),
            },
          ]}
        />
      </Card>
      <Card className="page-card" title={t('group.members')}>
        <Table
          rowKey="userId"
          size="small"
          pagination={false}
          dataSource={report.members}
          columns={[
            { title: t('group.member'), dataIndex: 'name' },
            { title: t('list.state'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
            { title: t('group.roles'), dataIndex: 'roles', render: (roles: string[]) => <Space wrap size={4}>{roles.map((r) => <Tag key={r}>{roleName(r, lang)}</Tag>)}</Space> },
          ]}
        />
      </Card>
    </div>
  );
}
