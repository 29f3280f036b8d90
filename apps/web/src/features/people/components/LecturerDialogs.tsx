import { useState } from 'react';
import { Alert, App, Empty, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Person } from '@sandtable/shared/contracts/people';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { emailSchema, newPasswordSchema, phoneSchema } from '@sandtable/shared/rules/account';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { maskPhone } from '@sandtable/shared/format/phone';
import { FormModal } from '../../../components/FormDialog';
import { failureText, zodRule } from '../../../lib/forms';
import { useDebounced } from '../../../lib/useDebounced';
import { useWhileOpen } from '../../../lib/useWhileOpen';
import { textOrNull } from '../mapping';
import { usePromoteLecturer, useSaveLecturer } from '../hooks';
import { memberRules } from './MemberFields';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';

interface LecturerValues {
  name: string;
  mobile: string;
  email?: string;
  initialPassword?: string;
}

/** Creates a lecturer (with an initial password) or edits one (`lecturer` set). */
export function LecturerModal({ open, lecturer: current, onClose }: { open: boolean; lecturer: Person | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  const lecturer = useWhileOpen(open, current);
  const { message } = App.useApp();
  const [form] = Form.useForm<LecturerValues>();
  const save = useSaveLecturer();

  const submit = (values: LecturerValues) =>
    save
      .mutateAsync({
        ...(lecturer ? { id: lecturer.id } : { initialPassword: values.initialPassword }),
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        email: textOrNull(values.email),
      })
      .then((saved) => {
        void message.success(t(lecturer ? 'lecturers.saved' : 'lecturers.created', { name: saved.name }));
        onClose();
      });

  return (
    <FormModal
      open={open}
      title={lecturer ? t('lecturers.editTitle', { name: lecturer.name }) : t('lecturers.new')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      codeFields={{ [Errors.mobileTaken.code]: 'mobile' }}
      initialValues={lecturer ? { name: lecturer.name, mobile: lecturer.mobile ?? '', email: lecturer.email ?? '' } : {}}
      testId="lecturer-dialog"
    >
      <Form.Item name="name" label={t('fields:name')} rules={memberRules.name} required>
        <Input maxLength={TEXT_MAX.personName} />
      </Form.Item>
      <Form.Item name="mobile" label={t('fields:mobile')} rules={[zodRule(phoneSchema, 'mobile')]} required extra={lecturer ? undefined : t('lecturers.mobileHint')}>
        <Input inputMode="numeric" maxLength={PHONE_LENGTH} />
      </Form.Item>
      <Form.Item name="email" label={t('fields:email')} rules={[zodRule(emailSchema, 'email', { optional: true })]}>
        <Input type="email" maxLength={TEXT_MAX.email} />
      </Form.Item>
      {!lecturer && (
        <Form.Item name="initialPassword" label={t('fields:initialPassword')} rules={[zodRule(newPasswordSchema, 'initialPassword')]} required extra={t('lecturers.passwordHint')}>
          <Input.Password autoComplete="new-password" maxLength={TEXT_MAX.password} />
        </Form.Item>
      )}
    </FormModal>
  );
}

/** Finds a student by name, account or mobile and, once confirmed, makes them a lecturer. */
export function PromoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const students = useEndpointQuery(api.people.select, { role: 'student', status: 'active', pageSize: 20, ...(keyword ? { keyword } : {}) }, { enabled: open });
  const [picked, setPicked] = useState<Person | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const promote = usePromoteLecturer();

  const confirm = () => {
    if (!picked) return;
    setFailure(null);
    promote.mutate(
      { userId: picked.id },
      {
        onSuccess: (lecturer) => {
          void message.success(t('lecturers.promote.done', { name: lecturer.name }));
          onClose();
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('lecturers.promote.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('lecturers.promote.ok')}
      okButtonProps={{ disabled: !picked }}
      confirmLoading={promote.isPending}
      afterClose={() => {
        setTyped('');
        setPicked(null);
        setFailure(null);
      }}
      wrapProps={{ 'data-testid': 'promote-dialog' }}
    >
      <Typography.Paragraph type="secondary">{t('lecturers.promote.lead')}</Typography.Paragraph>
      <Select<number>
        className="full-width"
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        placeholder={t('lecturers.promote.search')}
        // The placeholder is drawn beside the input, not as its name.
        aria-label={t('lecturers.promote.search')}
        value={picked?.id}
        onChange={(id) => setPicked(students.data?.list.find((s) => s.id === id) ?? null)}
        loading={students.isFetching}
        notFoundContent={students.isFetching ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lecturers.promote.none')} />}
        options={students.data?.list.map((s) => ({ value: s.id, label: `${s.name} · ${s.account}${s.mobile ? ` · ${maskPhone(s.mobile)}` : ''}` }))}
        data-testid="promote-search"
      />
      {picked && <Alert className="promote__confirm" type="warning" showIcon title={t('lecturers.promote.confirm', { name: picked.name })} description={t('lecturers.promote.effect')} />}
      {failure && <Alert className="promote__confirm" type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
