import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Modal, Space, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { formFailure, useRevalidateOnLocaleChange } from '../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../lib/useMediaQuery';
import './page.css';

/**
 * A form in a modal or a drawer, with one submit path (the OK button, or Enter in a field), a
 * spinner while saving, the failure next to its field or in an alert above the fields, and fresh
 * values each time it opens.
 */
interface FormDialogProps<V> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  /** Saves; the dialog shows a rejection (a field's message on the field, else in the alert). */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Business codes shown on a field (e.g. "mobile taken" -> mobile). */
  codeFields?: Record<string, NamePath>;
  okText?: ReactNode;
  initialValues?: Partial<V>;
  children: ReactNode;
  testId?: string;
}

function useSubmit<V>({ open, form, onSubmit, codeFields }: Pick<FormDialogProps<V>, 'open' | 'form' | 'onSubmit' | 'codeFields'>) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);
  const submit = async (values: V) => {
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(formFailure(form, error, codeFields));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, submit };
}

function DialogForm<V>({ form, onFinish, failure, initialValues, children }: Pick<FormDialogProps<V>, 'form' | 'initialValues' | 'children'> & { onFinish: (values: V) => void; failure: string | null }) {
  useRevalidateOnLocaleChange(form);
  // The form instance outlives the dialog: start each opening from this record's values (antd
  // would otherwise keep the values typed for the previous one).
  useLayoutEffect(() => form.resetFields(), [form]);
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues} scrollToFirstError>
      {failure && <Alert className="form-dialog__failure" type="error" showIcon title={failure} role="alert" />}
      {children}
      {/* Enter in a field submits, as in any form. */}
      <button type="submit" hidden />
    </Form>
  );
}

export function FormModal<V>({ open, title, form, onSubmit, onClose, codeFields, okText, initialValues, children, testId }: FormDialogProps<V>) {
  const { t } = useTranslation();
  const { pending, failure, submit } = useSubmit({ open, form, onSubmit, codeFields });
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('action.save')}
      confirmLoading={pending}
      destroyOnHidden
      wrapProps={{ 'data-testid': testId }}
    >
      <DialogForm form={form} onFinish={submit} failure={failure} initialValues={initialValues}>
        {children}
      </DialogForm>
    </Modal>
  );
}

export function FormDrawer<V>({ open, title, form, onSubmit, onClose, codeFields, okText, initialValues, children, testId }: FormDialogProps<V>) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { pending, failure, submit } = useSubmit({ open, form, onSubmit, codeFields });
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={isPhone ? '100%' : 520}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Space className="form-dialog__footer">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()}>
            {okText ?? t('action.save')}
          </Button>
        </Space>
      }
    >
      <DialogForm form={form} onFinish={submit} failure={failure} initialValues={initialValues}>
        {children}
      </DialogForm>
    </Drawer>
  );
}
