import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import type { TeamRoleReportView } from '@sandtable/shared/contracts/assessments';
import { useLocale } from '../../../i18n/useLocale';
import { langOf, pdfUrl, roleNames } from '../hooks';

const BAND_COLOURS: Record<string, string> = { low: 'default', average: 'blue', high: 'green', very_high: 'gold' };

/** Whether observers' figures may be shown: the server sends them only from 3 observers on. */
export const observersOf = (r: TeamRoleReportView) => (r.observers.status === 'shown' ? r.observers.scores : null);

/** The observers' line: their count and, below the threshold, why nothing else is shown. */
export function ObserversNote({ report }: { report: TeamRoleReportView }) {
  const { t } = useTranslation('assessment');
  const o = report.observers;
  return (
    <Alert
      className="assessment-note"
      type={o.status === 'shown' ? 'success' : 'info'}
      showIcon
      title={o.status === 'shown' ? t('report.observersShown', { count: o.count }) : t('report.observersWithheld', { count: o.count, needed: o.needed })}
      data-testid="observers-note"
      data-status={o.status}
    />
  );
}

/** The PDF of a finished report in both languages; `href` gives its address per language (pdfUrl by default: the team-role report). */
export function PdfLinks({ report, assessmentId, userId, href = pdfUrl }: { report: { status: string }; assessmentId: number; userId?: number; href?: typeof pdfUrl }) {
  const { t } = useTranslation('assessment');
  if (report.status !== 'finished') return null;
  return (
    <Space wrap>
      <Button icon={<FilePdfOutlined />} href={href(assessmentId, 'zh', userId)} target="_blank" rel="noopener" data-testid="pdf-zh" lang="zh-CN">
        {t('report.pdfZh')}
      </Button>
      <Button icon={<FilePdfOutlined />} href={href(assessmentId, 'en', userId)} target="_blank" rel="noopener" data-testid="pdf-en" lang="en-US">
        {t('report.pdfEn')}
      </Button>
    </Space>
  );
}

interface Row {
  role: teamRole.RoleId;
  self?: number;
  observers?: number;
  overall?: number;
  band?: string;
}

/** Self vs observers per role (shares, bars), overall and band, then the agreement between the two views. */
export function ReportView({ report }: { report: TeamRoleReportView }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const observers = observersOf(report);
  const rows: Row[] = teamRole.ROLE_IDS.map((role) => ({
    role,
    self: report.self?.percent[role],
    observers: observers?.percent[role],
    overall: report.overall?.percent[role],
    band: report.bands?.[role],
  }));
  const pct = (v: number | undefined) => (v === undefined ? '–' : `${v}%`);
  return (
    <div className="tr-report" data-testid="tr-report">
      <ObserversNote report={report} />
      <Card className="page-card" title={t('report.chart')} size="small">
        <Table<Row>
          rowKey="role"
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 520 }}
          data-testid="tr-report-table"
          columns={[
            {
              title: t('report.role'),
              dataIndex: 'role',
              render: (role: teamRole.RoleId) => (
                <span className={report.top.includes(role) ? 'tr-role tr-role--top' : 'tr-role'}>{teamRole.roleOf(role).name[lang]}</span>
              ),
            },
            {
              title: observers ? `${t('report.self')} / ${t('report.observers')}` : t('report.self'),
              key: 'bars',
              render: (_, r) => (
                <div className="tr-bars" aria-hidden="true">
                  <span className="tr-bar tr-bar--self" style={{ width: `${Math.min((r.self ?? 0) * 2, 100)}%` }} />
                  {observers && <span className="tr-bar tr-bar--observers" style={{ width: `${Math.min((r.observers ?? 0) * 2, 100)}%` }} />}
                </div>
              ),
              width: 160,
            },
            { title: t('report.self'), dataIndex: 'self', render: pct, align: 'right' },
            { title: t('report.observers'), dataIndex: 'observers', render: pct, align: 'right' },
            { title: t('report.overall'), dataIndex: 'overall', render: pct, align: 'right' },
            {
              title: t('report.band'),
              dataIndex: 'band',
              render: (band?: string) => (band ? <Tag color={BAND_COLOURS[band]}>{teamRole.BAND_NAMES[band as teamRole.Band][lang]}</Tag> : '–'),
            },
          ]}
        />
        <div className="tr-legend" aria-hidden="true">
          <span><i className="tr-bar tr-bar--self" /> {t('report.self')}</span>
          {observers && <span><i className="tr-bar tr-bar--observers" /> {t('report.observers')}</span>}
        </div>
      </Card>
      {report.top.length > 0 && (
        <Card className="page-card" size="small" title={t('report.top')}>
          <ul className="tr-top">
            {report.top.map((id) => {
              const role = teamRole.roleOf(id as teamRole.RoleId);
              return (
                <li key={id}>
                  <Typography.Text strong>{role.name[lang]}</Typography.Text> — {role.contribution[lang]}
                  <br />
                  <Typography.Text type="secondary">
                    {t('report.watchOut')}: {role.watchOut[lang]}
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {report.agreement && (
        <Card className="page-card" size="small" title={t('report.agreement')} data-testid="tr-agreement">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'level', label: t('report.agreement'), children: `${teamRole.AGREEMENT_NAMES[report.agreement.level as 'low' | 'moderate' | 'high'][lang]} (${t('report.similarity', { value: report.agreement.similarity })})` },
              { key: 'others', label: t('report.seenMoreByOthers'), children: roleNames(report.agreement.seenMoreByOthers, lang) || t('report.none') },
              { key: 'self', label: t('report.seenMoreBySelf'), children: roleNames(report.agreement.seenMoreBySelf, lang) || t('report.none') },
            ]}
          />
        </Card>
      )}
      {report.chosenRoles && report.chosenRoles.length > 0 && (
        <Card className="page-card" size="small" title={t('report.chosen')}>
          <Space wrap>
            {report.chosenRoles.map((id) => (
              <Tag key={id} color="processing">
                {roleNames([id], lang)}
              </Tag>
            ))}
          </Space>
        </Card>
      )}
    </div>
  );
}
