import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { formFailure, useRevalidateOnLocaleChange } from '../../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../../lib/useMediaQuery';
import { DetailsFields } from '../../create/components/DetailsFields';
import { detailFieldName } from '../../create/errors';
import { detailsRequest, detailsValuesFrom, type DetailsValues } from '../../create/model';
import { useUpdateCourse } from '../hooks';
import { useCourse } from '../../../../api/courses';
import { ApiError } from '../../../../api/client';
import '../../create/create.css';

/**
 * Edits a course's details (step 1 of the wizard) in a drawer, from the course as the server has
 * it; /course/update.json. Under the 12-hour window the server refuses, and the drawer says why.
 */
export function EditCourseDrawer({ course, onClose }: { course: CourseSummary | null; onClose: () => void }) {
  const { t } = useTranslation('courseAdmin');
  const { message } = App.useApp();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [form] = Form.useForm<DetailsValues>();
  useRevalidateOnLocaleChange(form);
  const detail = useCourse(course?.id ?? null, { staleTime: 10_000 });
  const updater = useUpdateCourse();
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = detail.data?.course.id === course?.id ? detail.data : undefined;

  // Each opening starts from the course as stored.
  useEffect(() => {
    if (loaded) form.setFieldsValue(detailsValuesFrom(loaded.course));
  }, [loaded, form]);
  useEffect(() => {
    if (course) setFailure(null);
  }, [course]);

  const save = async () => {
    if (!loaded) return;
    const values = await form.validateFields().catch((e: { errorFields?: { name: (string | number)[] }[] }) => {
      if (e.errorFields?.[0]) form.scrollToField(e.errorFields[0].name, { block: 'center' });
      return null;
    });
    if (!values) return;
    setFailure(null);
    const { gameId: _fixed, ...details } = detailsRequest({ ...detailsValuesFrom(loaded.course), ...form.getFieldsValue(true) }, loaded.course.kind);
    updater.mutate(
      { ...details, id: loaded.course.id, kind: loaded.course.kind },
      {
        onSuccess: (saved) => {
          void message.success(t('edit.saved', { name: saved.course.name }));
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.head.fields ?? []) : [];
          const placed = fields.filter((f) => detailFieldName(f.field));
          if (placed.length && placed.length === fields.length) {
            form.setFields(placed.map((f) => ({ name: detailFieldName(f.field)!, errors: [f.message] })));
            return;
          }
          setFailure(formFailure(form, error));
        },
      },
    );
  };

  const blocked = loaded && !loaded.abilities.edit;
  return (
    <Drawer
      open={course !== null}
      onClose={onClose}
      title={course ? t('edit.title', { name: course.name }) : null}
      size={isPhone ? '100%' : 780}
      destroyOnHidden
      data-testid="edit-course-drawer"
      footer={
        <Space className="form-dialog__footer">
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button type="primary" loading={updater.isPending} disabled={!loaded || blocked} onClick={save} data-testid="edit-save">
            {t('common:action.save')}
          </Button>
        </Space>
      }
    >
      {!loaded ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          {blocked && <Alert type="warning" showIcon className="form-dialog__failure" title={loaded.course.lockedForEdit ? t('errors:courseLockedBeforeStart') : t('edit.notEditable')} />}
          {failure && <Alert type="error" showIcon className="form-dialog__failure" title={failure} role="alert" />}
          <Form<DetailsValues> form={form} layout="vertical" disabled={blocked} initialValues={detailsValuesFrom(loaded.course)} requiredMark>
            <DetailsFields form={form} kind={loaded.course.kind} mode="edit" lecturerOption={loaded.course.lecturer} />
          </Form>
        </>
      )}
    </Drawer>
  );
}
