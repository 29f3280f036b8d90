import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@sandtable/shared/contracts/auth';
import { SERVICE_ABNORMAL_CODE } from '@sandtable/shared/errors/catalogue';
import { accountSchema, loginPasswordSchema } from '@sandtable/shared/rules/account';
import { ApiError, NETWORK_ERROR_CODE } from '../../../api/client';
import { useLogin, type LoginKind } from '../../../api/hooks';
import { afterLoginPath } from '../../../app/routes';
import { showFieldErrors, useRevalidateOnLocaleChange, zodRule } from '../../../lib/forms';

const rules = {
  account: [zodRule(accountSchema, 'account')],
  password: [zodRule(loginPasswordSchema, 'password')],
};

/** Account name or mobile + password, for /login.do or the chief admin's /admin/login.do. */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginRequest>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin(kind);
  // The server's message, already in the language of the request.
  const [failure, setFailure] = useState<string | null>(null);
  useRevalidateOnLocaleChange(form);

  const submit = (values: LoginRequest) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: () => void navigate(afterLoginPath(params.get('redirect')), { replace: true }),
      onError: (error) => {
        // Transport failures and 999999 were toasted already; field errors belong next to the fields.
        if (!(error instanceof ApiError) || error.code === NETWORK_ERROR_CODE || error.code === SERVICE_ABNORMAL_CODE) return;
        if (!showFieldErrors(form, error.head)) setFailure(error.message);
      },
    });
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={() => setFailure(null)} data-testid={`login-form-${kind}`}>
      {kind === 'admin' && !failure && <Alert className="login-form__hint" type="info" showIcon title={t('admin.hint')} />}
      {failure && <Alert className="login-form__hint" type="error" showIcon title={failure} role="alert" data-testid="login-error" />}
      <Form.Item name="account" label={t('fields:account')} rules={rules.account}>
        <Input prefix={<UserOutlined />} placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('fields:password')} rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('passwordPlaceholder')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t(kind === 'admin' ? 'admin.submit' : 'submit')}
      </Button>
    </Form>
  );
}
