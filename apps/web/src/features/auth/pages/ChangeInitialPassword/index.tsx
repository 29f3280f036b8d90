import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { queryKeys } from '../../../../api/queryKeys';
import { HOME_PATH } from '../../../../app/routes';
import { formFailure } from '../../../../lib/forms';
import { PasswordChangeFields, type PasswordValues } from '../../../people/components/AccountSecurity';
import { useChangePassword } from '../../../people/hooks';
import { AuthCard } from '../../components/AuthCard';

/**
 * `/change-initial-password`: an account whose password someone else chose (an import, a manager)
 * lands here after logging in, and every portal page sends it back here until the password is its
 * own (the server's `mustChangePassword`; docs/decisions/0003-people.md).
 */
export default function ChangeInitialPasswordPage() {
  const { t } = useTranslation('signin');
  const [form] = Form.useForm<PasswordValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = (values: PasswordValues) =>
    change.mutate(values, {
      onSuccess: async () => {
        // Refetch, not invalidate: no page here uses the session query, and the gate at home would
        // read the cached flag and send the user straight back.
        await queryClient.refetchQueries({ queryKey: queryKeys.session });
        void navigate(HOME_PATH, { replace: true });
      },
      onError: (error) => setFailure(formFailure(form, error, { [Errors.oldPasswordWrong.code]: 'oldPassword' })),
    });

  return (
    <AuthCard title={t('initialPassword.title')} lead={t('initialPassword.lead')}>
      {failure && <Alert className="login-form__hint" type="error" showIcon title={failure} role="alert" />}
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={() => setFailure(null)} data-testid="initial-password-form">
        <PasswordChangeFields />
        <Button type="primary" htmlType="submit" block loading={change.isPending} data-testid="initial-password-submit">
          {t('initialPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
