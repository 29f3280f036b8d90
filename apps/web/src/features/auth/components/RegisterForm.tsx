import { App, Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import type { RegisterRequest } from '@sandtable/shared/contracts/signin';
import { useLoginCall } from '../../../api/hooks';
import { HOME_PATH, LOGIN_PATH } from '../../../app/routes';
import { useRevalidateOnLocaleChange } from '../../../lib/forms';
import { toRegisterRequest, type NewAccountValues } from '../mapping';
import { useFormFailure } from '../useFormFailure';
import { AuthCard } from './AuthCard';
import { NewAccountFields } from './NewAccountFields';
import { CORPORATE_REGISTER_PATH, PERSONAL_REGISTER_PATH, PERSONAL_WELCOME_PATH } from '../registerPaths';

export { CORPORATE_REGISTER_PATH, PERSONAL_REGISTER_PATH, PERSONAL_WELCOME_PATH } from '../registerPaths';

const TEXTS = {
  personal: { title: 'register.personalTitle', lead: 'register.personalLead', other: 'links.corporate', otherLink: 'links.corporateRegister', otherPath: CORPORATE_REGISTER_PATH },
  enterprise: { title: 'register.corporateTitle', lead: 'register.corporateLead', other: 'links.personal', otherLink: 'links.personalRegister', otherPath: PERSONAL_REGISTER_PATH },
} as const;

/**
 * Registration of a student (personal) or of a company with its administrator (enterprise). The
 * server logs the new account in: a student is welcomed with next steps, a company goes home.
 */
export function RegisterForm({ type }: { type: RegisterRequest['type'] }) {
  const { t } = useTranslation('signin');
  const { message } = App.useApp();
  const [form] = Form.useForm<NewAccountValues>();
  const navigate = useNavigate();
  const register = useLoginCall(signinEndpoints.register);
  const failure = useFormFailure(form);
  useRevalidateOnLocaleChange(form);
  const texts = TEXTS[type];

  const submit = (values: NewAccountValues) => {
    failure.clear();
    register.mutate(toRegisterRequest(type, values), {
      onSuccess: (login) => {
        if (type === 'personal') return void navigate(PERSONAL_WELCOME_PATH, { replace: true });
        void message.success(t('register.companyDone', { company: login.user.companyName ?? values.companyName }));
        void navigate(HOME_PATH, { replace: true });
      },
      onError: failure.report,
    });
  };

  return (
    <AuthCard
      title={t(texts.title)}
      lead={t(texts.lead)}
      footer={
        <>
          <span>
            {t('links.haveAccount')} <Link to={LOGIN_PATH}>{t('links.login')}</Link>
          </span>
          <span>
            {t(texts.other)} <Link to={texts.otherPath}>{t(texts.otherLink)}</Link>
          </span>
        </>
      }
    >
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={failure.clear} data-testid={`register-form-${type}`}>
        {failure.alert}
        <NewAccountFields company={type === 'enterprise'} />
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
