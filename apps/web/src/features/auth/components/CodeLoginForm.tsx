import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { useLoginCall } from '../../../api/hooks';
import { SmsCodeField } from '../../../components/SmsCodeField';
import { useRevalidateOnLocaleChange } from '../../../lib/forms';
import { useAfterLogin } from '../useAfterLogin';
import { useFormFailure } from '../useFormFailure';
import { MobileField } from './MobileField';

interface CodeLoginValues {
  mobile: string;
  code: string;
}

/** Mobile + SMS code (purpose login) for /user/code/login.do. */
export function CodeLoginForm() {
  const { t } = useTranslation('signin');
  const [form] = Form.useForm<CodeLoginValues>();
  const login = useLoginCall(signinEndpoints.codeLogin);
  const afterLogin = useAfterLogin();
  const failure = useFormFailure(form);
  useRevalidateOnLocaleChange(form);

  const submit = (values: CodeLoginValues) => {
    failure.clear();
    login.mutate(values, { onSuccess: afterLogin, onError: failure.report });
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={failure.clear} data-testid="login-form-code">
      {failure.alert}
      <MobileField />
      <SmsCodeField purpose="login" />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('codeLogin.submit')}
      </Button>
    </Form>
  );
}
