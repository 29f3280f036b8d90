import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Modal, Radio, Row, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COURSE_FILE_PATHS } from '@sandtable/shared/contracts/courses';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { headerFromLocale } from '@sandtable/shared/i18n/locales';
import { PhoneText } from '../../../../components/format';
import { useLocale } from '../../../../i18n/useLocale';
import { acceptOf, fileProblem } from '../../../../lib/files';
import { failureText } from '../../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { useStudentSheet, type StudentSheetResult } from '../hooks';
import { sheetPreview, teamByName, type NameChoice, type TeamsDraft } from '../model';
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
 * rows, each bad row's problems and the name of each known mobile's account. The preview
 * (sheetPreview) adds what only the wizard knows: a team name matching no team is a problem; a
 * mobile whose account has another name waits for a choice. The good rows join the team their
 * sheet names, the others can be spread evenly over the teams.
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
  const [choices, setChoices] = useState<Record<number, NameChoice>>({});

  const choose = (chosen: File) => {
    const problem = fileProblem('import', chosen);
    setFileError(problem);
    setFailure(null);
    setResult(null);
    setChoices({});
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
    setChoices({});
    reader.reset();
  };

  const rows = result?.rows ?? [];
  const preview = sheetPreview(draft, rows, choices);
  const problems = byRow([...(result?.errors ?? []), ...preview.unknownTeam.map((r) => ({ row: r.row, field: 'team', message: t('import.unknownTeam', { name: r.team }) }))]);
  const shown = rows.filter((r) => preview.state(r) !== 'unknownTeam');
  const withoutTeam = preview.toAdd.filter((r) => !teamByName(draft, r.team)).length;

  const add = () => {
    onAdd(preview.toAdd, distribute);
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
        <Button key="add" type="primary" disabled={preview.toAdd.length === 0 || preview.undecided > 0} loading={reader.isPending} onClick={add} data-testid="sheet-add">
          {preview.toAdd.length ? t('import.add', { count: preview.toAdd.length }) : t('import.addPlain')}
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
                <Statistic title={t('import.read')} value={rows.length + (result?.errors.length ? byRow(result.errors).length : 0)} />
              </Col>
              <Col span={8}>
                <Statistic title={t('import.valid')} value={preview.toAdd.length} data-testid="sheet-valid" />
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
            {preview.nameDiffers.length > 0 && (
              <NameChoices rows={preview.nameDiffers} choices={choices} onChoose={(row, choice) => setChoices((c) => ({ ...c, [row]: choice }))} undecided={preview.undecided} />
            )}
            {preview.inTable.length > 0 && <Alert type="warning" showIcon title={t('import.alreadyInTable', { count: preview.inTable.length })} />}
            {preview.leftOut > 0 && <Alert type="info" showIcon title={t('import.leftOut', { count: preview.leftOut })} />}
            {shown.length > 0 && (
              <>
                <Typography.Title level={5} className="sheet-import__subtitle">
                  {t('import.previewTitle')}
                </Typography.Title>
                <Table<SheetRow>
                  className="sheet-dialog__table"
                  size="small"
                  rowKey="row"
                  dataSource={shown}
                  pagination={shown.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
                  scroll={{ x: 640 }}
                  rowClassName={(r) => (preview.state(r) === 'inTable' || choices[r.row] === 'leaveOut' ? 'sheet-dialog__row--problem' : '')}
                  data-testid="sheet-rows"
                  columns={[
                    { title: t('import.row'), dataIndex: 'row', width: 64 },
                    {
                      title: t('fields:name'),
                      dataIndex: 'name',
                      width: 150,
                      render: (name: string, r) => (preview.state(r) === 'nameDiffers' && choices[r.row] === 'account' ? r.accountName : name),
                    },
                    { title: t('fields:mobile'), dataIndex: 'mobile', width: 130, render: (m: string) => <PhoneText phone={m} /> },
                    { title: t('fields:department'), dataIndex: 'department', width: 120, ellipsis: true },
                    {
                      title: t('course:field.team'),
                      dataIndex: 'team',
                      width: 150,
                      render: (name: string | null) => {
                        const team = teamByName(draft, name);
                        if (team) return <TeamLabel team={team} />;
                        return <Typography.Text type="secondary">{t('import.noTeam')}</Typography.Text>;
                      },
                    },
                    {
                      title: t('import.account'),
                      key: 'account',
                      width: 110,
                      render: (_, r) => (r.accountName === null ? <Tag color="blue">{t('import.accountNew')}</Tag> : <Tag>{t('import.accountExisting')}</Tag>),
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

/** The rows whose mobile's account has another name: use the account's name, or leave the row out. */
function NameChoices({ rows, choices, onChoose, undecided }: { rows: SheetRow[]; choices: Record<number, NameChoice>; onChoose: (row: number, choice: NameChoice) => void; undecided: number }) {
  const { t } = useTranslation('courseAdmin');
  return (
    <div className="sheet-names" data-testid="sheet-name-choices">
      <Alert type="warning" showIcon title={t('import.namesDiffer', { count: rows.length })} description={t('import.namesDifferText')} />
      <ul className="sheet-names__list">
        {rows.map((r) => (
          <li key={r.row} className="sheet-names__row" data-testid={`name-choice-${r.row}`}>
            <div className="sheet-names__who">
              <Typography.Text strong>{t('import.rowNumber', { row: r.row })}</Typography.Text>
              <PhoneText phone={r.mobile} />
              <Typography.Text type="secondary">{t('import.nameInSheet', { name: r.name })}</Typography.Text>
            </div>
            <Radio.Group
              optionType="button"
              size="small"
              value={choices[r.row]}
              onChange={(e) => onChoose(r.row, e.target.value as NameChoice)}
              options={[
                { value: 'account', label: t('import.useAccountName', { name: r.accountName }) },
                { value: 'leaveOut', label: t('import.leaveOut') },
              ]}
            />
          </li>
        ))}
      </ul>
      {undecided > 0 && (
        <Typography.Text type="danger" role="status" data-testid="sheet-choose-first">
          {t('import.chooseFirst', { count: undecided })}
        </Typography.Text>
      )}
    </div>
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
