import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail, Team } from '@sandtable/shared/contracts/courses';
import { COURSE_LIMITS, TEAM_COLOURS } from '@sandtable/shared/rules/course';
import { FormModal } from '../../../../components/FormDialog';
import { zodRule } from '../../../../lib/forms';
import { useWhileOpen } from '../../../../lib/useWhileOpen';
import { useCourseAction } from '../hooks';
import { BootSwatch } from './CourseTags';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

interface Values {
  name: string;
  colour: string;
  capacity: number;
  captainId?: number | null;
}

const shape = api.courses.teamSave.request.shape;

/** Adds a team (team undefined: closed; null: new) or edits its name, boot colour, capacity and captain. */
export function TeamDialog({ detail, team, onClose }: { detail: CourseDetail; team: Team | null | undefined; onClose: () => void }) {
  const { t } = useTranslation('courseDetail');
  const [form] = Form.useForm<Values>();
  const save = useCourseAction(api.courses.teamSave);
  const shown = useWhileOpen(team !== undefined, team);
  const used = new Set(detail.teams.filter((x) => x.id !== shown?.id).map((x) => x.colour.toLowerCase()));
  const firstFree = TEAM_COLOURS.find((c) => !used.has(c)) ?? TEAM_COLOURS[0];
  const captain = shown?.members.find((m) => m.captain);

  const onSubmit = async (values: Values) => {
    await save.mutateAsync({ courseId: detail.course.id, teamId: shown?.id ?? null, ...values, captainId: values.captainId ?? null });
    onClose();
  };

  return (
    <FormModal<Values>
      open={team !== undefined}
      title={shown ? t('teamDialog.editTitle', { team: shown.name }) : t('teamDialog.addTitle')}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="team-dialog"
      initialValues={
        shown
          ? { name: shown.name, colour: shown.colour, capacity: shown.capacity, captainId: captain?.userId ?? null }
          : { name: t('teamDialog.defaultName', { n: detail.teams.length + 1 }), colour: firstFree, capacity: Math.max(1, Math.ceil(detail.course.participants / Math.max(1, detail.course.teamCount))) }
      }
    >
      <Form.Item name="name" label={t('teamDialog.name')} rules={[zodRule(shape.name, 'name')]}>
        <Input maxLength={TEXT_MAX.teamName} />
      </Form.Item>
      <Form.Item name="colour" label={t('course:field.colour')} rules={[{ required: true, message: t('teamDialog.colourRequired') }]}>
        <Select
          options={TEAM_COLOURS.map((c) => ({
            value: c,
            label: (
              <span className="team-title">
                <BootSwatch colour={c} />
                {t(`teamDialog.colours.${c.slice(1)}`)}
                {used.has(c) && <span className="muted-note">{t('teamDialog.colourUsed')}</span>}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t('course:field.capacity')}
        rules={[{ required: true, type: 'integer', min: Math.max(COURSE_LIMITS.teamCapacity.min, shown?.members.length ?? 0), max: COURSE_LIMITS.teamCapacity.max, message: t('teamDialog.capacityRange', { min: Math.max(1, shown?.members.length ?? 0), max: COURSE_LIMITS.teamCapacity.max }) }]}
      >
        <InputNumber precision={0} min={COURSE_LIMITS.teamCapacity.min} max={COURSE_LIMITS.teamCapacity.max} className="full-width" />
      </Form.Item>
      {shown && shown.members.length > 0 && (
        <Form.Item name="captainId" label={t('course:field.captain')}>
          <Select allowClear placeholder={t('teamDialog.noCaptain')} options={shown.members.map((m) => ({ value: m.userId, label: m.name }))} />
        </Form.Item>
      )}
    </FormModal>
  );
}
