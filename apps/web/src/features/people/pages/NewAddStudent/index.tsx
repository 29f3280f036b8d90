import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Form, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MEMBERS_ADDED_AT_ONCE_MAX } from '@sandtable/shared/rules/constants';
import { PageHeading } from '../../../../components/PageHeading';
import { formFailure, useRevalidateOnLocaleChange } from '../../../../lib/forms';
import { NewMemberOptions } from '../../components/NewMemberOptions';
import { MemberFields } from '../../components/MemberFields';
import { useAddMembers } from '../../hooks';
import { memberRequest, rowErrorsToFields, type MemberFormValues, type RowError } from '../../mapping';
import '../../people.css';

interface Values {
  members: MemberFormValues[];
  initialPassword: string;
  companyId?: number;
}

const NEW_ROW: MemberFormValues = { classification: 'free' };

/** `/new-add-student`: up to 10 students at once, all or nothing, with per-row errors. */
export default function NewAddStudentPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const add = useAddMembers();
  const [failure, setFailure] = useState<string | null>(null);
  const [rowFailures, setRowFailures] = useState<RowError[]>([]);
  useRevalidateOnLocaleChange(form);
  const count = Form.useWatch((values: Values) => values.members?.length ?? 0, form);

  const submit = (values: Values) => {
    setFailure(null);
    setRowFailures([]);
    add.mutate(
      { members: values.members.map(memberRequest), initialPassword: values.initialPassword, ...(values.companyId ? { companyId: values.companyId } : {}) },
      {
        onSuccess: ({ created, errors }) => {
          if (created > 0) {
            void message.success(t('addStudents.done', { count: created }));
            void navigate('/student-management');
            return;
          }
          const { fields, other } = rowErrorsToFields(errors, 'members');
          form.setFields(fields);
          setRowFailures(other);
          setFailure(t('addStudents.rowsFailed'));
          // Show the first marked row.
          if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
        },
        onError: (error) => setFailure(formFailure(form, error)),
      },
    );
  };

  return (
    <>
      <PageHeading title={t('menu:newAddStudent')} lead={t('addStudents.lead', { max: MEMBERS_ADDED_AT_ONCE_MAX })} />
      <Form form={form} layout="vertical" initialValues={{ members: [NEW_ROW] }} onFinish={submit} requiredMark scrollToFirstError data-testid="add-students-form">
        <Form.List name="members">
          {(rows, { add: addRow, remove }) => (
            <div className="stack">
              {rows.map((row, index) => (
                <Card
                  key={row.key}
                  size="small"
                  className="member-row"
                  title={t('addStudents.row', { index: index + 1 })}
                  data-testid={`member-row-${index}`}
                  extra={
                    rows.length > 1 && (
                      <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t('addStudents.remove', { index: index + 1 })}>
                        {t('actions.remove')}
                      </Button>
                    )
                  }
                >
                  <MemberFields prefix={[row.name]} />
                  {rowFailures
                    .filter((f) => f.row === index + 1)
                    .map((f, i) => (
                      <Alert key={i} type="error" showIcon title={f.message} />
                    ))}
                </Card>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => addRow({ ...NEW_ROW })} disabled={rows.length >= MEMBERS_ADDED_AT_ONCE_MAX} data-testid="add-row">
                {rows.length >= MEMBERS_ADDED_AT_ONCE_MAX ? t('addStudents.limit', { max: MEMBERS_ADDED_AT_ONCE_MAX }) : t('addStudents.addRow')}
              </Button>
            </div>
          )}
        </Form.List>

        <Card className="add-students__options" title={t('addStudents.options')}>
          <NewMemberOptions passwordTestId="initial-password" />
          <Typography.Paragraph type="secondary">{t('addStudents.allOrNothing')}</Typography.Paragraph>
          {failure && <Alert className="form-dialog__failure" type="error" showIcon title={failure} role="alert" data-testid="add-students-error" />}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="add-students-submit">
              {t('addStudents.submit', { count })}
            </Button>
            <Button onClick={() => navigate('/student-management')}>{t('common:action.cancel')}</Button>
          </Space>
        </Card>
      </Form>
    </>
  );
}
