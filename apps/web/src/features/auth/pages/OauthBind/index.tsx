import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Avatar, Button, Form, Result, Segmented, Spin, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@sandtable/shared/contracts/auth';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { call } from '../../../../api/client';
import { useLoginCall } from '../../../../api/hooks';
import { HOME_PATH, LOGIN_PATH } from '../../../../app/routes';
import { failureText, useRevalidateOnLocaleChange } from '../../../../lib/forms';
import { AccountPasswordFields } from '../../components/AccountPasswordFields';
import { AuthCard } from '../../components/AuthCard';
import { NewAccountFields } from '../../components/NewAccountFields';
import { toBindNewRequest, type BindRequest, type NewAccountValues } from '../../mapping';
import { useFormFailure } from '../../useFormFailure';

type Mode = 'existing' | 'register';

/**
 * `/oauth-bind?ticket=…`: a chat-app identity seen for the first time. It is bound to an existing
 * account (account + password) or to a new student account; either way the user is then logged in.
 */
export default function OauthBindPage() {
  const { t } = useTranslation('signin');
  const navigate = useNavigate();
  const ticket = useSearchParams()[0].get('ticket') ?? '';
  const [mode, setMode] = useState<Mode>('existing');
  const identity = useQuery({
    queryKey: [signinEndpoints.oauthInfo.path, ticket],
    queryFn: ({ signal }) => call(signinEndpoints.oauthInfo, { ticket }, { signal }),
    enabled: ticket !== '',
    staleTime: Infinity,
  });

  if (ticket === '' || identity.isError) {
    return (
      <AuthCard>
        <Result
          status="warning"
          title={t('bind.invalidTitle')}
          subTitle={identity.isError ? failureText(identity.error) : t('errors:oauthTicketInvalid')}
          extra={<Button type="primary" onClick={() => void navigate(LOGIN_PATH, { replace: true })}>{t('bind.restart')}</Button>}
          data-testid="bind-invalid"
        />
      </AuthCard>
    );
  }

  if (identity.isPending) return <Spin size="large" className="auth-spin" />;
  const { nickname, avatarUrl, email } = identity.data;
  return (
    <AuthCard title={t('bind.title')} lead={t('bind.lead')}>
      <div className="oauth-identity" data-testid="oauth-identity">
        <Avatar size={48} alt="" src={avatarUrl ?? undefined} icon={<WechatOutlined />} className="oauth-identity__avatar" />
        <div>
          <Typography.Text type="secondary">{t('bind.identity')}</Typography.Text>
          <div className="oauth-identity__name">{nickname ?? email ?? t('chatApp.name')}</div>
        </div>
      </div>
      <Segmented
        block
        value={mode}
        onChange={setMode}
        options={[
          { value: 'existing', label: t('bind.existing') },
          { value: 'register', label: t('bind.new') },
        ]}
        className="auth-switch"
      />
      {/* One form per mode: switching starts the other form afresh. */}
      <BindForm key={mode} mode={mode} ticket={ticket} />
    </AuthCard>
  );
}

function BindForm({ mode, ticket }: { mode: Mode; ticket: string }) {
  const { t } = useTranslation('signin');
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginRequest & NewAccountValues>();
  const bind = useLoginCall(signinEndpoints.oauthBind);
  const failure = useFormFailure(form);
  useRevalidateOnLocaleChange(form);

  const submit = (values: LoginRequest & NewAccountValues) => {
    failure.clear();
    const request: BindRequest = mode === 'existing' ? { mode, ticket, account: values.account, password: values.password } : toBindNewRequest(ticket, values);
    bind.mutate(request, { onSuccess: () => void navigate(HOME_PATH, { replace: true }), onError: failure.report });
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} onValuesChange={failure.clear} data-testid={`bind-form-${mode}`}>
      {failure.alert}
      {mode === 'existing' ? <AccountPasswordFields /> : <NewAccountFields />}
      <Button type="primary" htmlType="submit" block loading={bind.isPending}>
        {t(mode === 'existing' ? 'bind.existingSubmit' : 'bind.newSubmit')}
      </Button>
    </Form>
  );
}
