import { useState } from 'react';
import { Alert, Button, Col, Form, Modal, Result, Row, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FILE_PATHS, importResultSchema } from '@sandtable/shared/contracts/people';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { headerFromLocale } from '@sandtable/shared/i18n/locales';
import { PhoneText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { acceptOf, fileProblem } from '../../../lib/files';
import { failureText, formFailure, useRevalidateOnLocaleChange } from '../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../lib/useMediaQuery';
import { errorsByRow, type RowProblems } from '../mapping';
import { useImportMembers } from '../hooks';
import { NewMemberOptions } from './NewMemberOptions';
import '../../../components/page.css';

type ImportResult = z.infer<typeof importResultSchema>;
type PreviewRow = ImportResult['preview'][number];

interface Options {
  initialPassword: string;
  companyId?: number;
}

/** Failures that are about the file itself: shown under the file, not in the general alert. */
const FILE_CODES: readonly string[] = [Errors.importFileInvalid.code, Errors.uploadTypeInvalid.code, Errors.uploadTooLarge.code, Errors.importTooManyRows.code];

/**
 * Import students from a spreadsheet in two steps with the same file: a preview (dryRun) that
 * checks every row and writes nothing, then the import, offered only when no row has a problem.
 * The server creates all rows or none.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('people');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [form] = Form.useForm<Options>();
  const importer = useImportMembers();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  useRevalidateOnLocaleChange(form);

  // A preview holds for the file and options it was made with: any change asks for a new one.
  const stale = () => {
    setPreview(null);
    setFailure(null);
  };

  const choose = (chosen: File) => {
    const problem = fileProblem('import', chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    stale();
    return Upload.LIST_IGNORE;
  };

  const run = async (dryRun: boolean) => {
    if (!file) setFileError(t('importDialog.noFile'));
    const options = await form.validateFields().catch(() => null);
    if (!file || !options) return;
    setFailure(null);
    importer.mutate(
      { file, dryRun, ...options },
      {
        onSuccess: (result) => (result.created > 0 ? setCreated(result.created) : setPreview(result)),
        onError: (error) => {
          if (FILE_CODES.includes((error as { code?: string }).code ?? '')) setFileError(failureText(error));
          else setFailure(formFailure(form, error));
        },
      },
    );
  };

  const reset = () => {
    form.resetFields();
    setFile(null);
    setFileError(null);
    setCreated(null);
    stale();
  };

  const ready = preview !== null && preview.errors.length === 0 && preview.valid > 0;
  const footer =
    created !== null
      ? [
          <Button key="close" type="primary" onClick={onClose}>
            {t('common:action.close')}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onClose}>
            {t('common:action.cancel')}
          </Button>,
          <Button key="preview" onClick={() => run(true)} loading={importer.isPending && !ready} type={ready ? 'default' : 'primary'} data-testid="import-preview">
            {t('importDialog.preview')}
          </Button>,
          <Button key="import" type="primary" disabled={!ready} loading={importer.isPending && ready} onClick={() => run(false)} data-testid="import-commit">
            {ready ? t('importDialog.import', { count: preview.valid }) : t('importDialog.importPlain')}
          </Button>,
        ];

  return (
    <Modal
      open={open}
      title={t('importDialog.title')}
      onCancel={onClose}
      afterClose={reset}
      width={isPhone ? '100%' : 860}
      footer={footer}
      wrapProps={{ 'data-testid': 'import-dialog' }}
    >
      {created !== null ? (
        <Result status="success" title={t('importDialog.done', { count: created })} subTitle={t('importDialog.doneHint')} data-testid="import-done" />
      ) : (
        <div className="sheet-import">
          <Alert type="info" showIcon title={t('importDialog.howTitle')} description={<HowItWorks />} />

          <div className="sheet-import__file">
            <Upload.Dragger accept={acceptOf('import')} showUploadList={false} beforeUpload={choose} maxCount={1} data-testid="import-file">
              <p className="ant-upload-drag-icon">{file ? <FileExcelOutlined /> : <InboxOutlined />}</p>
              <p className="ant-upload-text">{file ? file.name : t('importDialog.choose')}</p>
              <p className="ant-upload-hint">{file ? t('importDialog.chooseAnother') : t('importDialog.fileTypes')}</p>
            </Upload.Dragger>
            {fileError && <Alert type="error" showIcon title={fileError} role="alert" data-testid="import-file-error" />}
          </div>

          <Form form={form} layout="vertical" onValuesChange={stale} requiredMark={false}>
            <NewMemberOptions passwordTestId="import-password" />
          </Form>

          {failure && <Alert type="error" showIcon title={failure} role="alert" />}
          {preview && <PreviewResult result={preview} />}
        </div>
      )}
    </Modal>
  );
}

function HowItWorks() {
  const { t } = useTranslation('people');
  const locale = useLocale();
  return (
    <ol className="sheet-import__steps">
      <li>
        {t('importDialog.step1')}{' '}
        <Typography.Link href={`${FILE_PATHS.template}?lang=${headerFromLocale(locale)}`} download data-testid="import-template">
          <DownloadOutlined /> {t('importDialog.template')}
        </Typography.Link>
      </li>
      <li>{t('importDialog.step2')}</li>
      <li>{t('importDialog.step3')}</li>
    </ol>
  );
}

function PreviewResult({ result }: { result: ImportResult }) {
  const { t } = useTranslation('people');
  const problems = errorsByRow(result.errors);
  return (
    <div className="sheet-import__result" data-testid="import-result">
      <Row gutter={16} className="import-dialog__numbers">
        <Col span={8}>
          <Statistic title={t('importDialog.total')} value={result.total} />
        </Col>
        <Col span={8}>
          {/* Rows without any problem: the server's `valid` also counts rows that are well formed but clash (a mobile twice, or taken). */}
          <Statistic title={t('importDialog.valid')} value={result.total - problems.length} data-testid="import-valid" />
        </Col>
        <Col span={8}>
          <Statistic title={t('importDialog.problemRows')} value={problems.length} styles={{ content: problems.length ? { color: 'var(--ant-color-error)' } : undefined }} />
        </Col>
      </Row>

      {result.total === 0 ? (
        <Alert type="warning" showIcon title={t('importDialog.empty')} />
      ) : problems.length > 0 ? (
        <>
          <Alert type="error" showIcon title={t('importDialog.hasProblems', { count: problems.length })} description={t('importDialog.nothingWritten')} />
          <ProblemTable problems={problems} />
        </>
      ) : (
        <Alert type="success" showIcon title={t('importDialog.ready', { count: result.valid })} data-testid="import-ready" />
      )}

      {result.preview.length > 0 && (
        <>
          <Typography.Title level={5} className="sheet-import__subtitle">
            {t('importDialog.previewTitle')}
            {result.valid > result.preview.length && (
              <Typography.Text type="secondary" className="sheet-import__more">
                {t('importDialog.previewMore', { shown: result.preview.length, total: result.valid })}
              </Typography.Text>
            )}
          </Typography.Title>
          <PreviewTable rows={result.preview} problemRows={new Set(problems.map((p) => p.row))} />
        </>
      )}
    </div>
  );
}

function ProblemTable({ problems }: { problems: RowProblems[] }) {
  const { t } = useTranslation('people');
  return (
    <Table<RowProblems>
      className="import-dialog__table"
      size="small"
      rowKey="row"
      dataSource={problems}
      pagination={problems.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      data-testid="import-errors"
      columns={[
        { title: t('importDialog.row'), dataIndex: 'row', width: 80, render: (row: number) => t('importDialog.rowNumber', { row }) },
        {
          title: t('importDialog.problem'),
          key: 'problems',
          render: (_, { problems: list }) => (
            <ul className="sheet-import__problems">
              {list.map((p, i) => (
                <li key={i}>
                  {p.field && <Tag>{t(`fields:${p.field}`, { defaultValue: p.field })}</Tag>}
                  {p.message}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

/** The rows as the server read them; a row that clashes with another (or an account) is marked. */
function PreviewTable({ rows, problemRows }: { rows: PreviewRow[]; problemRows: ReadonlySet<number> }) {
  const { t } = useTranslation('people');
  return (
    <Table<PreviewRow>
      className="import-dialog__table"
      size="small"
      rowKey="row"
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      scroll={{ x: 760 }}
      rowClassName={(row) => (problemRows.has(row.row) ? 'import-dialog__row--problem' : '')}
      data-testid="import-preview-table"
      columns={[
        { title: t('importDialog.row'), dataIndex: 'row', width: 64 },
        { title: t('fields:name'), dataIndex: 'name', width: 110 },
        { title: t('fields:mobile'), dataIndex: 'mobile', width: 120, render: (m: string) => <PhoneText phone={m} /> },
        { title: t('fields:email'), dataIndex: 'email', ellipsis: true },
        { title: t('fields:gender'), dataIndex: 'gender', width: 90, render: (g: PreviewRow['gender']) => (g ? t(`genders.${g}`) : null) },
        { title: t('fields:department'), dataIndex: 'department', width: 110, ellipsis: true },
        { title: t('fields:positionId'), dataIndex: 'positionId', width: 120, ellipsis: true, render: (id: number | null) => (id ? t(`positions.${id}`) : null) },
        { title: t('fields:classification'), dataIndex: 'classification', width: 120, render: (c: PreviewRow['classification']) => t(`classifications.${c}`) },
      ]}
    />
  );
}
