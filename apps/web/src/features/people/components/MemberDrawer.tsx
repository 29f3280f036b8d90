import { App, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Person } from '@sandtable/shared/contracts/people';
import { FormDrawer } from '../../../components/FormDialog';
import { useWhileOpen } from '../../../lib/useWhileOpen';
import { memberFormValues, memberRequest, type MemberFormValues } from '../mapping';
import { useUpdateMember } from '../hooks';
import { MemberFields } from './MemberFields';

type StudentRole = 'student' | 'channel_student';
type Values = MemberFormValues & { role?: StudentRole };

const isStudent = (person: Person): person is Person & { role: StudentRole } => person.role === 'student' || person.role === 'channel_student';

/** Edits an account's member fields; a student can be made a channel student and back. */
export function MemberDrawer({ person: editing, onClose }: { person: Person | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  const person = useWhileOpen(editing !== null, editing);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateMember();

  const submit = (values: Values) =>
    update.mutateAsync({ id: person!.id, ...memberRequest(values), ...(values.role ? { role: values.role } : {}) }).then((saved) => {
      void message.success(t('students.edit.saved', { name: saved.name }));
      onClose();
    });

  return (
    <FormDrawer
      open={editing !== null}
      title={person ? t('students.edit.title', { name: person.name }) : ''}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      codeFields={{ [Errors.mobileTaken.code]: 'mobile' }}
      initialValues={person ? { ...memberFormValues(person), ...(isStudent(person) ? { role: person.role } : {}) } : undefined}
      testId="member-drawer"
    >
      <MemberFields compact />
      {person && isStudent(person) && (
        <Form.Item name="role" label={t('students.edit.role')} extra={t('students.edit.roleHint')}>
          <Radio.Group
            optionType="button"
            options={(['student', 'channel_student'] as const).map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
