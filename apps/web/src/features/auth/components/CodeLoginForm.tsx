import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginCall } from '../../../api/hooks';
import { refs } from '../../../api/refs';
import { Button } from '../../../components/plain/Button';
import { MobileInput, SIGNIN_FIELDS, SmsCodeInput, usePlainFailure } from '../plain/fields';
import { focusFirstInvalid } from '../plain/focus';
import { usePlainForm } from '../plain/usePlainForm';
import { useAfterLogin } from '../useAfterLogin';

/** Mobile + SMS code (purpose login) for /user/code/login.do (plain: the login page). */
export function CodeLoginForm() {
  const { t } = useTranslation('signin');
  const login = useLoginCall(refs.codeLogin);
  const afterLogin = useAfterLogin();
  const failure = usePlainFailure();
  const form = usePlainForm({ mobile: SIGNIN_FIELDS.mobile, code: SIGNIN_FIELDS.code }, failure.clear);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    failure.clear();
    const values = await form.validateAll();
    if (!values) return focusFirstInvalid(element);
    login.mutate(values, { onSuccess: afterLogin, onError: failure.report(form.setFieldErrors) });
  };

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
