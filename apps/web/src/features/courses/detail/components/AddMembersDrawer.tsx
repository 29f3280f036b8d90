import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { newPasswordSchema } from '@sandtable/shared/rules/account';
import { MEMBERS_ADDED_AT_ONCE_MAX } from '@sandtable/shared/rules/constants';
import { courseStudentRowSchema } from '@sandtable/shared/rules/course';
import { FormDrawer } from '../../../../components/FormDialog';
import { zodRule } from '../../../../lib/forms';
import { asOneMessage } from '../failures';
import { useCourseAction } from '../hooks';
import { BootSwatch } from './CourseTags';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';

interface Row {
  name: string;
  mobile: string;
  department?: string;
}
interface Values {
  members: Row[];
  teamId?: number;
  initialPassword?: string;
}

const row = courseStudentRowSchema.shape;

/** Adds up to 10 students to the course (and a team); mobiles without an account get one. */
export function AddMembersDrawer({ detail, open, onClose }: { detail: CourseDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('courseDetail');
  const [form] = Form.useForm<Values>();
  const add = useCourseAction(api.courses.addMembers);

  const onSubmit = async (values: Values) => {
    try {
      await add.mutateAsync({
        courseId: detail.course.id,
        teamId: values.teamId ?? null,
        members: values.members.map((m) => ({ name: m.name.trim(), mobile: m.mobile.trim(), department: m.department?.trim() || null })),
        initialPassword: values.initialPassword || null,
      });
    } catch (error) {
      throw asOneMessage(error);
    }
    onClose();
  };

  return (
    <FormDrawer<Values>
      open={open}
      title={t('addMembers.title')}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      okText={t('addMembers.ok')}
      testId="add-members-drawer"
      initialValues={{ members: [{ name: '', mobile: '' }] }}
    >
      <Typography.Paragraph type="secondary">{t('addMembers.lead', { max: MEMBERS_ADDED_AT_ONCE_MAX })}</Typography.Paragraph>
      <Form.Item name="teamId" label={t('course:field.team')} extra={t('addMembers.teamHint')}>
        <Select
          allowClear
          placeholder={t('addMembers.noTeam')}
          options={detail.teams.map((team) => ({
            value: team.id,
            disabled: team.full,
            label: (
              <span className="team-title">
                <BootSwatch colour={team.colour} />
                {team.name} ({team.members.length}/{team.capacity})
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.List name="members">
        {(rows, { add: addRow, remove }) => (
          <div className="stack">
            {rows.map((r, index) => (
              <Card
                key={r.key}
                size="small"
                title={t('addMembers.row', { index: index + 1 })}
                extra={
                  rows.length > 1 && (
                    <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(r.name)} aria-label={t('addMembers.removeRow', { index: index + 1 })} />
                  )
                }
              >
                <Row gutter={12}>
                  <Col xs={24} sm={12}>
                    <Form.Item name={[r.name, 'name']} label={t('fields:name')} rules={[zodRule(row.name, 'name')]}>
                      <Input maxLength={TEXT_MAX.personName} data-testid={`add-member-name-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item name={[r.name, 'mobile']} label={t('fields:mobile')} rules={[zodRule(row.mobile, 'mobile')]}>
                      <Input maxLength={PHONE_LENGTH} inputMode="numeric" data-testid={`add-member-mobile-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name={[r.name, 'department']} label={t('fields:department')} rules={[zodRule(row.department, 'department', { optional: true })]}>
                      <Input maxLength={TEXT_MAX.department} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={rows.length >= MEMBERS_ADDED_AT_ONCE_MAX} onClick={() => addRow({ name: '', mobile: '' })}>
              {rows.length >= MEMBERS_ADDED_AT_ONCE_MAX ? t('addMembers.max', { max: MEMBERS_ADDED_AT_ONCE_MAX }) : t('addMembers.addRow')}
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item name="initialPassword" label={t('fields:initialPassword')} rules={[zodRule(newPasswordSchema, 'initialPassword', { optional: true })]} extra={t('addMembers.passwordHint')} className="add-members__password">
        <Input.Password autoComplete="new-password" maxLength={TEXT_MAX.password} />
      </Form.Item>
    </FormDrawer>
  );
}
