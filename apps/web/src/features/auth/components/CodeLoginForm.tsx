import { useTranslation } from 'react-i18next';
import { useLoginCall } from '../../../api/hooks';
import { refs } from '../../../api/refs';
import { Button } from '../../../components/plain/Button';
import { MobileInput, SIGNIN_FIELDS, SmsCodeInput } from '../plain/fields';
import { usePlainLoginForm } from '../plain/usePlainLoginForm';

/** Mobile + SMS code (purpose login) for /user/code/login.do (plain: the login page). */
export function CodeLoginForm() {
  const { t } = useTranslation('signin');
  const login = useLoginCall(refs.codeLogin);
  const { form, failure, submit } = usePlainLoginForm({ mobile: SIGNIN_FIELDS.mobile, code: SIGNIN_FIELDS.code }, login);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="login-form-code">
      {failure.alert}
      <MobileInput form={form} />
      <SmsCodeInput form={form} purpose="login" />
      <Button type="submit" variant="primary" size="large" block loading={login.isPending}>
        {t('codeLogin.submit')}
      </Button>
    </form>
  );
}
