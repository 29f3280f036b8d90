import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { issueText } from '@sandtable/shared/i18n/issues';
import { MEMBERS_ADDED_AT_ONCE_MAX } from '@sandtable/shared/rules/constants';
import { courseStudentRowSchema } from '@sandtable/shared/rules/course';
import { useRevalidateOnLocaleChange, zodRule } from '../../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { allStudents, type TeamsDraft } from '../model';
import { courseT } from '../rules';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';

interface Row {
  name: string;
  mobile: string;
  department?: string;
  team?: string;
}

const s = courseStudentRowSchema.shape;
const emptyRow = (): Row => ({ name: '', mobile: '' });
/** Mobiles are typed with spaces or dashes; only the digits count (spec §5). */
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Adds students by typing, at most 10 at a time (spec §5), each into a team or left for an even
 * distribution. A mobile already in the table or typed twice is refused on its row.
 */
export function AddStudentsDialog({ open, onClose, draft, onAdd }: { open: boolean; onClose: () => void; draft: TeamsDraft; onAdd: (rows: Row[]) => void }) {
  const { t } = useTranslation('courseAdmin');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [form] = Form.useForm<{ rows: Row[] }>();
  useRevalidateOnLocaleChange(form);
  const taken = new Set(allStudents(draft).map((x) => x.mobile));
  const teamOptions = draft.teams.map((team) => ({ value: team.name, label: team.name }));

  const mobileRule = (index: number) => ({
    validator: async (_r: unknown, value: string) => {
      const rows = (form.getFieldValue('rows') as Row[]) ?? [];
      const twice = rows.some((r, i) => i !== index && r?.mobile && r.mobile === value);
      if (value && (taken.has(value) || twice)) throw new Error(issueText(courseT, { code: 'custom', message: 'validation:mobileTwice', path: ['mobile'] }));
    },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    onAdd(values.rows.map((r) => ({ ...r, department: r.department?.trim() || null, team: r.team ?? null })) as Row[]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('add.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('add.ok')}
      width={isPhone ? '100%' : 860}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'add-students-dialog' }}
    >
      <Alert type="info" showIcon className="add-students__hint" title={t('add.hint', { max: MEMBERS_ADDED_AT_ONCE_MAX })} />
      <Form form={form} layout="vertical" initialValues={{ rows: [emptyRow()] }} onFinish={submit} requiredMark={false}>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <div className="add-students">
              {fields.map((field, index) => (
                <div key={field.key} className="add-students__row" data-testid={`add-row-${index}`}>
                  <span className="add-students__n tabular">{index + 1}</span>
                  <Form.Item name={[field.name, 'name']} label={t('fields:name')} rules={[zodRule(s.name, 'name')]} className="add-students__name">
                    <Input maxLength={TEXT_MAX.personName} data-testid={`add-name-${index}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'mobile']}
                    label={t('fields:mobile')}
                    rules={[zodRule(s.mobile, 'mobile'), mobileRule(index)]}
                    getValueFromEvent={(e: React.ChangeEvent<HTMLInputElement>) => digits(e.target.value)}
                    className="add-students__mobile"
                  >
                    <Input inputMode="numeric" maxLength={PHONE_LENGTH} data-testid={`add-mobile-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'department']} label={t('fields:department')} rules={[zodRule(s.department, 'department', { optional: true })]} className="add-students__department">
                    <Input maxLength={TEXT_MAX.department} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'team']} label={t('course:field.team')} className="add-students__team">
                    <Select allowClear placeholder={t('add.anyTeam')} options={teamOptions} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => remove(field.name)} aria-label={t('add.removeRow', { n: index + 1 })} className="add-students__remove" />
                </div>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MEMBERS_ADDED_AT_ONCE_MAX} onClick={() => add(emptyRow())} data-testid="add-row">
                {fields.length >= MEMBERS_ADDED_AT_ONCE_MAX ? t('add.atMost', { max: MEMBERS_ADDED_AT_ONCE_MAX }) : t('add.another')}
              </Button>
            </div>
          )}
        </Form.List>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
