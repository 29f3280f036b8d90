import { App, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { FormModal } from '../../../../components/FormDialog';
import { useCourseAction } from '../hooks';

interface Values {
  startAt: Dayjs;
  endAt: Dayjs;
  registrationDeadline: Dayjs;
}

const FORMAT = 'YYYY-MM-DD HH:mm';

/** A restart needs new dates when the course's start has passed (else a confirmation is enough). */
export const restartNeedsDates = (startAt: string, now = Date.now()) => new Date(startAt).getTime() <= now;

/** New dates for restarting a closed or failed course whose start has passed (the wizard's time rules). */
export function RestartDialog({ detail, open, onClose }: { detail: CourseDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const restart = useCourseAction(api.courses.adminRestart);
  const { course } = detail;
  // Keep the course's length and sign-up gap, starting tomorrow at the same time.
  const length = dayjs(course.endAt).diff(course.startAt, 'minute');
  const gap = Math.max(0, dayjs(course.startAt).diff(course.registrationDeadline, 'minute'));
  const start = dayjs(course.startAt).year(dayjs().year()).month(dayjs().month()).date(dayjs().date()).add(1, 'day');

  const onSubmit = async (values: Values) => {
    await restart.mutateAsync({
      id: course.id,
      startAt: values.startAt.toISOString(),
      endAt: values.endAt.toISOString(),
      registrationDeadline: values.registrationDeadline.toISOString(),
    });
    void message.success(t('restart.done'));
    onClose();
  };

  const notPast = { validator: (_: unknown, v: Dayjs | undefined) => (!v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('validation:notInPast')))) };
  return (
    <FormModal<Values>
      open={open}
      title={t('restart.title', { name: course.name })}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      okText={t('restart.ok')}
      testId="restart-dialog"
      initialValues={{ startAt: start, endAt: start.add(length, 'minute'), registrationDeadline: start.subtract(gap, 'minute') }}
    >
      <Typography.Paragraph type="secondary">{t('restart.lead')}</Typography.Paragraph>
      <Form.Item name="startAt" label={t('course:field.startAt')} rules={[{ required: true, message: t('validation:dateTime') }, notPast]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} className="full-width" />
      </Form.Item>
      <Form.Item
        name="endAt"
        label={t('course:field.endAt')}
        dependencies={['startAt']}
        rules={[
          { required: true, message: t('validation:dateTime') },
          ({ getFieldValue }) => ({
            validator: (_, v: Dayjs | undefined) => (!v || !getFieldValue('startAt') || !v.isBefore(getFieldValue('startAt')) ? Promise.resolve() : Promise.reject(new Error(t('validation:endBeforeStart')))),
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} className="full-width" />
      </Form.Item>
      <Form.Item
        name="registrationDeadline"
        label={t('course:field.registrationDeadline')}
        dependencies={['startAt']}
        rules={[
          { required: true, message: t('validation:dateTime') },
          notPast,
          ({ getFieldValue }) => ({
            validator: (_, v: Dayjs | undefined) => (!v || !getFieldValue('startAt') || !v.isAfter(getFieldValue('startAt')) ? Promise.resolve() : Promise.reject(new Error(t('validation:signupAfterStart')))),
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} className="full-width" />
      </Form.Item>
    </FormModal>
  );
}
