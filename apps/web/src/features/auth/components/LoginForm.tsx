import { useTranslation } from 'react-i18next';
import { useLogin, type LoginKind } from '../../../api/hooks';
import { Alert } from '../../../components/plain/Alert';
import { Button } from '../../../components/plain/Button';
import { AccountPasswordInputs, SIGNIN_FIELDS } from '../plain/fields';
import { usePlainLoginForm } from '../plain/usePlainLoginForm';

/** Account name or mobile + password, for /login.do or the chief admin's /admin/login.do (plain: the login page). */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const login = useLogin(kind);
  const { form, failure, submit } = usePlainLoginForm({ account: SIGNIN_FIELDS.account, password: SIGNIN_FIELDS.password }, login);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid={`login-form-${kind}`}>
      {kind === 'admin' && !failure.alert && (
        <Alert type="info" className="login-form__hint">
          {t('admin.hint')}
        </Alert>
      )}
      {failure.alert}
      <AccountPasswordInputs form={form} />
      <Button type="submit" variant="primary" size="large" block loading={login.isPending}>
        {t(kind === 'admin' ? 'admin.submit' : 'submit')}
      </Button>
    </form>
  );
}
