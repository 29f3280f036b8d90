import { useEffect } from 'react';
import { ColorPicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COURSE_LIMITS, TEAM_COLOURS } from '@sandtable/shared/rules/course';
import { readableTextOn } from '../../../../lib/contrast';
import { useRevalidateOnLocaleChange } from '../../../../lib/forms';
import type { TeamDraft } from '../model';
import { courseT, teamCapacityRule, teamNameRule } from '../rules';
import { issueText } from '@sandtable/shared/i18n/issues';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

interface Values {
  name: string;
  colour: string;
  capacity: number;
}

/** Edits one team of the wizard: name (unique), boot colour, capacity (not below its students). */
export function TeamEditDialog({ team, others, onClose, onSave }: { team: TeamDraft | null; others: string[]; onClose: () => void; onSave: (patch: Values) => void }) {
  const { t } = useTranslation('courseAdmin');
  const [form] = Form.useForm<Values>();
  useRevalidateOnLocaleChange(form);
  useEffect(() => {
    if (team) form.setFieldsValue({ name: team.name, colour: team.colour, capacity: team.capacity });
  }, [team, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSave({ ...values, name: values.name.trim() });
  };

  return (
    <Modal open={team !== null} title={t('teams.editTitle', { name: team?.name ?? '' })} onCancel={onClose} onOk={save} okText={t('common:action.save')} destroyOnHidden forceRender wrapProps={{ 'data-testid': 'team-edit-dialog' }}>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="name"
          label={t('teams.name')}
          rules={[
            teamNameRule,
            {
              validator: async (_r, value: string) => {
                if (value && others.includes(value.trim())) throw new Error(issueText(courseT, { code: 'custom', message: 'validation:teamNameTaken', path: ['name'] }));
              },
            },
          ]}
        >
          <Input maxLength={TEXT_MAX.teamName} data-testid="team-name" />
        </Form.Item>
        <Form.Item name="colour" label={t('course:field.colour')}>
          <BootColour />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={t('course:field.capacity')}
          rules={[
            teamCapacityRule,
            {
              validator: async (_r, value: number) => {
                if (team && value < team.members.length) throw new Error(t('teams.capacityBelowMembers', { count: team.members.length }));
              },
            },
          ]}
        >
          <InputNumber min={COURSE_LIMITS.teamCapacity.min} max={COURSE_LIMITS.teamCapacity.max} precision={0} className="full-width" data-testid="team-capacity" />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

/** The boot colours as swatches, and any other colour from the picker. */
function BootColour({ value, onChange }: { value?: string; onChange?: (colour: string) => void }) {
  const { t } = useTranslation('courseAdmin');
  const custom = value && !(TEAM_COLOURS as readonly string[]).includes(value);
  return (
    <Space wrap size={8} className="boot-colours" role="radiogroup" aria-label={t('course:field.colour')}>
      {TEAM_COLOURS.map((colour) => (
        <button
          key={colour}
          type="button"
          role="radio"
          aria-checked={value === colour}
          aria-label={colour}
          className={`boot-colours__swatch${value === colour ? ' boot-colours__swatch--on' : ''}`}
          style={{ background: colour, color: readableTextOn(colour) }}
          onClick={() => onChange?.(colour)}
        >
          {value === colour && <CheckOutlined />}
        </button>
      ))}
      <ColorPicker disabledAlpha format="hex" value={custom ? value : undefined} onChangeComplete={(c) => onChange?.(c.toHexString())} showText={() => t('teams.otherColour')} size="small" />
    </Space>
  );
}
