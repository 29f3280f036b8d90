import { useEffect, useState } from 'react';
import { Button, Card, Col, Input, Row, Select, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import { ATTEMPT_STATUSES, type AttemptStatus } from '@sandtable/shared/machines/assessment';
import type { LsCollective, LsResultRow } from '@sandtable/shared/contracts/assessments';
import { formatTime } from '@sandtable/shared/format/time';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { ServerTable } from '../../../components/ServerTable';
import { useLocale } from '../../../i18n/useLocale';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { A, langOf, lsPdfUrl } from '../hooks';
import { call } from '../../../api/client';
import { ExportButton } from '../../../components/ExportButton';
import { StatusTag } from './StatusTag';

/** Column widths: a style's name ("Pacesetting", "Commanding") on one line above its score. */
const STYLE_COLUMN = 125;
const TABLE_WIDTH = 140 + 110 + 110 + 170 + 140 + 140 + 110 + 6 * STYLE_COLUMN + 140;

/** The collective profile's counts (/game/ls/collectiveResult.json): members and submitted (the profile below shows the rest). */
export function LsCollectiveCounts({ collective }: { collective: LsCollective }) {
  const { t } = useTranslation('assessment');
  return (
    <Card className="page-card" title={t('results.collective')} data-testid="ls-collective">
      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <Statistic title={t('results.members')} value={collective.members} />
        </Col>
        <Col xs={12}>
          <Statistic title={t('results.submitted')} value={collective.finished} />
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The managers' results table of a course's leadership-style test (/course/lsResultDataPage.json):
 * every member with their state and own result, searched by name or mobile, filtered by state,
 * paged on the server; a report per submitted member as PDF and every report in one zip, in the
 * page's language. Not a manager: the call is refused and nothing is shown.
 */
export function LsResults({ assessmentId, submitted }: { assessmentId: number; submitted: number }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const table = useServerTable<{ keyword: string; status?: AttemptStatus }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<AttemptStatus | undefined>();
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword, status }), [setFilters, keyword, status]);
  const results = useEndpointQuery(A.lsResultPage, { assessmentId, ...table.request });
  const pinned = usePinnedColumns();
  if (results.isError) return null;

  const styleName = (id: string | null) => (id ? leadership.styleOf(id as leadership.StyleId).name[lang] : '—');
  const figure = (n: number | null | undefined) => (n == null ? '—' : Math.round(n));
  const columns: ColumnsType<LsResultRow> = [
    { key: 'name', title: t('results.col.name'), dataIndex: 'name', fixed: pinned.left, width: 140 },
    { key: 'team', title: t('results.col.team'), width: 110, render: (_, r) => r.teamName ?? '—' },
    { key: 'status', title: t('results.col.status'), width: 110, render: (_, r) => <StatusTag status={r.status} /> },
    { key: 'submittedAt', title: t('results.col.submittedAt'), width: 170, render: (_, r) => (r.submittedAt ? formatTime(new Date(r.submittedAt)) : '—') },
    { key: 'dominant', title: t('results.col.dominant'), width: 140, render: (_, r) => styleName(r.dominant) },
    { key: 'secondary', title: t('results.col.secondary'), width: 140, render: (_, r) => styleName(r.secondary) },
    { key: 'versatility', title: t('results.col.versatility'), width: 110, align: 'right', render: (_, r) => figure(r.versatility) },
    ...leadership.STYLE_IDS.map((s) => ({ key: s, title: styleName(s), width: STYLE_COLUMN, align: 'right' as const, render: (_: unknown, r: LsResultRow) => figure(r.scores?.[s]) })),
    {
      key: 'pdf',
      title: t('results.actions'),
      width: 140,
      fixed: pinned.right,
      render: (_, r) =>
        r.status === 'finished' ? (
          <Button type="link" size="small" icon={<FilePdfOutlined />} href={lsPdfUrl(assessmentId, lang, r.userId)} aria-label={t('results.pdfOf', { name: r.name })} data-testid={`ls-result-pdf-${r.userId}`}>
            {t('results.pdf')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Card className="page-card" title={t('results.title')} data-testid="ls-results">
      <Typography.Paragraph type="secondary">{t('results.lead')}</Typography.Paragraph>
      <ExportButton
        kind="leadership_zip"
        subjectId={assessmentId}
        lang={lang}
        start={() => call(A.leadershipZip, { assessmentId, lang })}
        label={t('results.downloadAll')}
        hint={submitted ? t('results.downloadAllHint') : t('results.noneSubmitted')}
        disabled={!submitted}
        testId="ls-results-zip"
      />
      <div className="table-toolbar">
        <Input.Search className="table-toolbar__search" allowClear placeholder={t('results.search')} aria-label={t('results.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="ls-results-search" />
        <Select<AttemptStatus>
          allowClear
          placeholder={t('results.statusFilter')}
          aria-label={t('results.statusFilter')}
          value={status}
          onChange={setStatus}
          options={ATTEMPT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          data-testid="ls-results-status"
        />
      </div>
      <ServerTable<LsResultRow> query={results} table={table} columns={columns} rowKey="userId" scrollX={TABLE_WIDTH} testId="ls-results-table" emptyText={t('results.empty')} />
    </Card>
  );
}
