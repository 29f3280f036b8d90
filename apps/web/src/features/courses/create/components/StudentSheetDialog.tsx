import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Modal, Row, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COURSE_FILE_PATHS } from '@sandtable/shared/contracts/courses';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { headerFromLocale } from '@sandtable/shared/i18n/index';
import { PhoneText } from '../../../../components/format';
import { useLocale } from '../../../../i18n/useLocale';
import { acceptOf, fileProblem } from '../../../../lib/files';
import { failureText } from '../../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { useStudentSheet, type StudentSheetResult } from '../hooks';
import { allStudents, teamByName, type TeamsDraft } from '../model';
import { TeamLabel } from './TeamsStep';
import '../../../../components/page.css';

type SheetRow = StudentSheetResult['rows'][number];

const FILE_CODES: readonly string[] = [Errors.importFileInvalid.code, Errors.uploadTypeInvalid.code, Errors.uploadTooLarge.code, Errors.importTooManyRows.code];

/** Groups the server's row errors by spreadsheet row. */
function byRow(errors: StudentSheetResult['errors']) {
  const rows = new Map<number, { row: number; problems: { field: string; message: string }[] }>();
  for (const { row, field, message } of errors) {
    const entry = rows.get(row) ?? { row, problems: [] };
    entry.problems.push({ field, message });
    rows.set(row, entry);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}

/**
 * The wizard's batch import: the server reads the .xls/.xlsx (nothing is written) and answers the
 * rows and each bad row's problems; the good rows join the team their sheet names, the others can
 * be spread evenly over the teams.
 */
export function StudentSheetDialog({ open, onClose, draft, onAdd }: { open: boolean; onClose: () => void; draft: TeamsDraft; onAdd: (rows: SheetRow[], distribute: boolean) => void }) {
  const { t } = useTranslation('courseAdmin');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const locale = useLocale();
  const reader = useStudentSheet();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<StudentSheetResult | null>(null);
  const [distribute, setDistribute] = useState(true);

  const choose = (chosen: File) => {
    const problem = fileProblem('import', chosen);
    setFileError(problem);
    setFailure(null);
    setResult(null);
    setFile(problem ? null : chosen);
    if (!problem) {
      reader.mutate(chosen, {
        onSuccess: setResult,
        onError: (error) => {
          if (FILE_CODES.includes((error as { code?: string }).code ?? '')) setFileError(failureText(error));
          else setFailure(failureText(error));
        },
      });
    }
    return Upload.LIST_IGNORE;
  };

  const reset = () => {
    setFile(null);
    setFileError(null);
    setFailure(null);
    setResult(null);
    reader.reset();
  };

  const inTable = new Set(allStudents(draft).map((s) => s.mobile));
  const rows = result?.rows ?? [];
  const problems = byRow(result?.errors ?? []);
  const fresh = rows.filter((r) => !inTable.has(r.mobile));
  const withoutTeam = fresh.filter((r) => !teamByName(draft, r.team)).length;

  const add = () => {
    onAdd(fresh, distribute);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onClose}
      afterClose={reset}
      width={isPhone ? '100%' : 880}
      wrapProps={{ 'data-testid': 'sheet-dialog' }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:action.cancel')}
        </Button>,
        <Button key="add" type="primary" disabled={fresh.length === 0} loading={reader.isPending} onClick={add} data-testid="sheet-add">
          {fresh.length ? t('import.add', { count: fresh.length }) : t('import.addPlain')}
        </Button>,
      ]}
    >
      <div className="sheet-import">
        <Alert type="info" showIcon title={t('import.howTitle')} description={<HowItWorks locale={headerFromLocale(locale)} />} />
        <div className="sheet-import__file">
          <Upload.Dragger accept={acceptOf('import')} showUploadList={false} beforeUpload={choose} maxCount={1} disabled={reader.isPending} data-testid="sheet-file">
            <p className="ant-upload-drag-icon">{file ? <FileExcelOutlined /> : <InboxOutlined />}</p>
            <p className="ant-upload-text">{file ? file.name : t('import.choose')}</p>
            <p className="ant-upload-hint">{reader.isPending ? t('import.reading') : file ? t('import.chooseAnother') : t('import.fileTypes')}</p>
          </Upload.Dragger>
          {fileError && <Alert type="error" showIcon title={fileError} role="alert" data-testid="sheet-file-error" />}
        </div>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}

        {result && (
          <div className="sheet-import__result" data-testid="sheet-result">
            <Row gutter={16} className="sheet-dialog__numbers">
              <Col span={8}>
                <Statistic title={t('import.read')} value={rows.length + problems.length} />
              </Col>
              <Col span={8}>
                <Statistic title={t('import.valid')} value={fresh.length} data-testid="sheet-valid" />
              </Col>
              <Col span={8}>
                <Statistic title={t('import.problems')} value={problems.length} styles={{ content: problems.length ? { color: 'var(--ant-color-error)' } : undefined }} />
              </Col>
            </Row>
            {rows.length + problems.length === 0 && <Alert type="warning" showIcon title={t('import.empty')} />}
            {problems.length > 0 && (
              <>
                <Alert type="error" showIcon title={t('import.hasProblems', { count: problems.length })} description={t('import.problemsLeftOut')} />
                <Table
                  className="sheet-dialog__table"
                  size="small"
                  rowKey="row"
                  dataSource={problems}
                  pagination={problems.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
                  data-testid="sheet-errors"
                  columns={[
                    { title: t('import.row'), dataIndex: 'row', width: 90, render: (row: number) => t('import.rowNumber', { row }) },
                    {
                      title: t('import.problem'),
                      key: 'problems',
                      render: (_, { problems: list }) => (
                        <ul className="sheet-import__problems">
                          {list.map((p, i) => (
                            <li key={i}>
                              {p.field && <Tag>{t(`fields:${p.field}`, { defaultValue: t(`course:field.${p.field}`, { defaultValue: p.field }) })}</Tag>}
                              {p.message}
                            </li>
                          ))}
                        </ul>
                      ),
                    },
                  ]}
                />
              </>
            )}
            {rows.length > fresh.length && <Alert type="warning" showIcon title={t('import.alreadyInTable', { count: rows.length - fresh.length })} />}
            {rows.length > 0 && (
              <>
                <Typography.Title level={5} className="sheet-import__subtitle">
                  {t('import.previewTitle')}
                </Typography.Title>
                <Table<SheetRow>
                  className="sheet-dialog__table"
                  size="small"
                  rowKey="row"
                  dataSource={rows}
                  pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
                  scroll={{ x: 560 }}
                  rowClassName={(r) => (inTable.has(r.mobile) ? 'sheet-dialog__row--problem' : '')}
                  data-testid="sheet-rows"
                  columns={[
                    { title: t('import.row'), dataIndex: 'row', width: 64 },
                    { title: t('fields:name'), dataIndex: 'name', width: 120 },
                    { title: t('fields:mobile'), dataIndex: 'mobile', width: 130, render: (m: string) => <PhoneText phone={m} /> },
                    { title: t('fields:department'), dataIndex: 'department', width: 120, ellipsis: true },
                    {
                      title: t('course:field.team'),
                      dataIndex: 'team',
                      width: 150,
                      render: (name: string | null) => {
                        const team = teamByName(draft, name);
                        if (team) return <TeamLabel team={team} />;
                        if (name)
                          return (
                            <Typography.Text type="warning" className="nowrap">
                              {t('import.unknownTeam', { name })}
                            </Typography.Text>
                          );
                        return <Typography.Text type="secondary">{t('import.noTeam')}</Typography.Text>;
                      },
                    },
                  ]}
                />
                {withoutTeam > 0 && (
                  <Checkbox checked={distribute} onChange={(e) => setDistribute(e.target.checked)} className="sheet-dialog__distribute" data-testid="sheet-distribute">
                    {t('import.distribute', { count: withoutTeam })}
                  </Checkbox>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}

function HowItWorks({ locale }: { locale: string }) {
  const { t } = useTranslation('courseAdmin');
  return (
    <ol className="sheet-import__steps">
      <li>
        {t('import.step1')}{' '}
        <Typography.Link href={`${COURSE_FILE_PATHS.studentTemplate}?lang=${locale}`} download data-testid="sheet-template">
          <DownloadOutlined /> {t('import.template')}
        </Typography.Link>
      </li>
      <li>{t('import.step2')}</li>
      <li>{t('import.step3')}</li>
    </ol>
  );
}
