import { useEffect, useState } from 'react';
import { Alert, App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { TIME_FORMAT } from '@sandtable/shared/format/time';
import { formFailure, useRevalidateOnLocaleChange } from '../../../../lib/forms';
import { TIME_FIELDS, type TimeField } from '../../create/model';
import { requiredRule, timeRule } from '../../create/rules';
import { useRestartCourse } from '../hooks';

interface Values {
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  registrationDeadline: Dayjs | null;
}

/**
 * Restarting a course whose start has passed: new start, end and sign-up deadline (the wizard's
 * time rules), proposed as the same length from the same hour tomorrow.
 */
export function RestartDialog({ course, onClose }: { course: CourseSummary | null; onClose: () => void }) {
  const { t } = useTranslation('courseAdmin');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLocaleChange(form);
  const restarter = useRestartCourse();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!course) return;
    setFailure(null);
    const oldStart = dayjs(course.startAt);
    const length = dayjs(course.endAt).diff(oldStart, 'minute');
    let start = dayjs().add(1, 'day').hour(oldStart.hour()).minute(oldStart.minute()).second(0).millisecond(0);
    if (start.isBefore(dayjs().add(2, 'hour'))) start = start.add(1, 'day');
    form.setFieldsValue({ startAt: start, endAt: start.add(Math.max(60, length), 'minute'), registrationDeadline: start.subtract(1, 'hour') });
  }, [course, form]);

  const read = () => form.getFieldsValue(['startAt', 'endAt', 'registrationDeadline']) as Partial<Record<TimeField, Dayjs | null>>;
  const rules = (field: TimeField) => [requiredRule(field), timeRule(field, read)];
  const recheck = () => setTimeout(() => void form.validateFields(TIME_FIELDS.filter((f) => f !== 'autoRoundAt')).catch(() => undefined));

  const submit = async () => {
    if (!course) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(null);
    const iso = (d: Dayjs | null) => d!.second(0).millisecond(0).toISOString();
    restarter.mutate(
      { id: course.id, startAt: iso(values.startAt), endAt: iso(values.endAt), registrationDeadline: iso(values.registrationDeadline) },
      {
        onSuccess: () => {
          void message.success(t('actions.restarted', { name: course.name }));
          onClose();
        },
        onError: (error) => setFailure(formFailure(form, error)),
      },
    );
  };

  const picker = (field: TimeField) => <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={TIME_FORMAT} className="full-width" disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} onChange={recheck} data-testid={`restart-${field}`} />;

  return (
    <Modal open={course !== null} title={course ? t('actions.restartTitle', { name: course.name }) : null} onCancel={onClose} onOk={submit} okText={t('actions.restart')} confirmLoading={restarter.isPending} destroyOnHidden forceRender wrapProps={{ 'data-testid': 'restart-dialog' }}>
      <Typography.Paragraph type="secondary">{t('actions.restartDates')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon className="form-dialog__failure" title={failure} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="startAt" label={t('course:field.startAt')} rules={rules('startAt')}>
          {picker('startAt')}
        </Form.Item>
        <Form.Item name="endAt" label={t('course:field.endAt')} rules={rules('endAt')}>
          {picker('endAt')}
        </Form.Item>
        <Form.Item name="registrationDeadline" label={t('course:field.registrationDeadline')} rules={rules('registrationDeadline')}>
          {picker('registrationDeadline')}
        </Form.Item>
      </Form>
    </Modal>
  );
}
