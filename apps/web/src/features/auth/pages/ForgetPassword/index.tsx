import { Link, useNavigate } from 'react-router';
import { Button, Form, Result } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { call } from '../../../../api/client';
import { LOGIN_PATH } from '../../../../app/routes';
import { SmsCodeField } from '../../../../components/SmsCodeField';
import { useRevalidateOnLocaleChange } from '../../../../lib/forms';
import { AuthCard } from '../../components/AuthCard';
import { MobileField } from '../../components/MobileField';
import { PasswordPairFields } from '../../components/PasswordPairFields';
import { useFormFailure } from '../../useFormFailure';

type ResetValues = RequestOf<typeof signinEndpoints.reset>;

/** `/forgetPassword`: mobile + reset code + the new password twice; then log in again. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('signin');
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const reset = useMutation({ mutationFn: (request: ResetValues) => call(signinEndpoints.reset, request) });
  const failure = useFormFailure(form);
  useRevalidateOnLocaleChange(form);

  if (reset.isSuccess) {
    return (
      <AuthCard>
        <Result
          status="success"
          title={t('forgot.doneTitle')}
          subTitle={t('forgot.doneText')}
          extra={
            <Button type="primary" onClick={() => void navigate(LOGIN_PATH)}>
              {t('forgot.login')}
            </Button>
          }
          data-testid="reset-done"
        />
      </AuthCard>
    );
  }

  const submit = (values: ResetValues) => {
    failure.clear();
    reset.mutate(values, { onError: failure.report });
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      footer={
        <span>
          {t('forgot.remembered')} <Link to={LOGIN_PATH}>{t('links.login')}</Link>
        </span>
      }
    >
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={failure.clear} data-testid="reset-form">
        {failure.alert}
        <MobileField />
        <SmsCodeField purpose="reset" />
        <PasswordPairFields label={t('forgot.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
