import { Alert, Button, Space, Skeleton } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { failureText } from '../../../../lib/forms';

/** The team's report as PDF, in Chinese and in English (reportCreate gives the addresses; the server draws it when opened). */
export function ReportLinks({ courseId, teamId }: { courseId: number; teamId?: number }) {
  const { t } = useTranslation('game');
  const request = teamId ? { courseId, teamId } : { courseId };
  const report = useQuery({ queryKey: keyOf(api.gameCm.reportCreate, request), queryFn: ({ signal }) => call(api.gameCm.reportCreate, request, { signal }) });
  if (report.isPending) return <Skeleton.Button active />;
  if (report.isError) return <Alert type="warning" showIcon title={failureText(report.error) ?? t('cm.results.loadFailed')} />;
  const { files, teamName } = report.data;
  return (
    <Space wrap data-testid="cm-report">
      <Button icon={<FilePdfOutlined />} href={files.zh} target="_blank" rel="noopener noreferrer" aria-label={t('cm.results.report.zhOf', { team: teamName })} data-testid="cm-report-zh">
        {t('cm.results.report.zh')}
      </Button>
      <Button icon={<FilePdfOutlined />} href={files.en} target="_blank" rel="noopener noreferrer" aria-label={t('cm.results.report.enOf', { team: teamName })} data-testid="cm-report-en">
        {t('cm.results.report.en')}
      </Button>
    </Space>
  );
}
