import { Alert, Button, Progress, Space, Tooltip, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_FILE_PATH, exportEndpoints, type ExportKind, type ExportTask } from '@sandtable/shared/contracts/exports';
import { humanSize } from '@sandtable/shared/rules/uploads';
import { formatTime } from '@sandtable/shared/format/time';
import { useEndpointMutation, useEndpointQuery } from '../api/endpointHooks';
import { useAction } from '../lib/useAction';

/** How often a file in the making is asked after: its progress moves a report at a time. */
const POLL_MS = 1500;

/**
 * A file made in the background (docs/decisions/exports.md): "prepare" asks for it, its progress
 * shows while it is made (and survives leaving the page), then a download link; a failure says why
 * and offers to try again. The latest of the caller's tasks of this kind, record and language is shown.
 */
export function ExportButton({ kind, subjectId, lang, start, label, hint, disabled, testId }: {
  kind: ExportKind;
  subjectId: number;
  lang: 'zh' | 'en';
  start: () => Promise<ExportTask>;
  label: string;
  hint: string;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const tasks = useEndpointQuery(exportEndpoints.select, { pageNum: 1, pageSize: 10, kind, subjectId }, { refetchInterval: (answer) => (answer?.list.some((x) => x.status === 'generating') ? POLL_MS : false) });
  const retry = useEndpointMutation(exportEndpoints.retry, { invalidates: [exportEndpoints.select] });
  const task = tasks.data?.list.find((x) => x.lang === lang);
  const ask = () => run(async () => void (await start(), await tasks.refetch()));

  const prepare = (again: boolean) => (
    <Tooltip title={hint}>
      <Button icon={again ? <ReloadOutlined /> : <DownloadOutlined />} onClick={ask} loading={busy} disabled={disabled} data-testid={`${testId}-prepare`}>
        {again ? t('common:export.prepareAgain') : label}
      </Button>
    </Tooltip>
  );

  return (
    <div className="export-button" data-testid={testId} data-status={task?.status ?? 'none'}>
      {/* Announced when the state changes: the file in the making takes a while. */}
      <div role="status" aria-live="polite">
        {task?.status === 'generating' && (
          <Space direction="vertical" size={2} style={{ minWidth: 200 }}>
            <Typography.Text>{task.total ? t('common:export.progress', { done: task.done, total: task.total }) : t('common:export.queued')}</Typography.Text>
            <Progress percent={task.total ? Math.round((task.done / task.total) * 100) : 0} size="small" aria-label={label} />
          </Space>
        )}
        {task?.status === 'generated' && (
          <Space wrap>
            <Button type="primary" icon={<DownloadOutlined />} href={`${EXPORT_FILE_PATH}?id=${task.id}`} data-testid={`${testId}-download`}>
              {t('common:export.download', { size: humanSize(task.size ?? 0) })}
            </Button>
            <Typography.Text type="secondary">{t('common:export.preparedAt', { time: formatTime(new Date(task.finishedAt ?? task.createdAt)) })}</Typography.Text>
            {prepare(true)}
          </Space>
        )}
        {task?.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={t('common:export.failed', { reason: t(task.failure ?? 'errors:serviceAbnormal') })}
            action={
              <Button size="small" loading={retry.isPending} onClick={() => run(async () => void (await retry.mutateAsync({ id: task.id })))} data-testid={`${testId}-retry`}>
                {t('common:action.retry')}
              </Button>
            }
          />
        )}
      </div>
      {!task && prepare(false)}
    </div>
  );
}
