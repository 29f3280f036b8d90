import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@sandtable/shared/contracts/auth';
import { useLogin, type LoginKind } from '../../../api/hooks';
import { useRevalidateOnLocaleChange } from '../../../lib/forms';
import { useAfterLogin } from '../useAfterLogin';
import { useFormFailure } from '../useFormFailure';
import { AccountPasswordFields } from './AccountPasswordFields';

/** Account name or mobile + password, for /login.do or the chief admin's /admin/login.do. */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginRequest>();
  const login = useLogin(kind);
  const afterLogin = useAfterLogin();
  const failure = useFormFailure(form);
  useRevalidateOnLocaleChange(form);

  const submit = (values: LoginRequest) => {
    failure.clear();
    login.mutate(values, { onSuccess: afterLogin, onError: failure.report });
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={failure.clear} data-testid={`login-form-${kind}`}>
      {kind === 'admin' && !failure.alert && <Alert className="login-form__hint" type="info" showIcon title={t('admin.hint')} />}
      {failure.alert}
      <AccountPasswordFields />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t(kind === 'admin' ? 'admin.submit' : 'submit')}
      </Button>
    </Form>
  );
}
