import { useState, type ReactNode } from 'react';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { api } from '@sandtable/shared/contracts/index';
import type { Person } from '@sandtable/shared/contracts/people';
import { passwordPairSchema } from '@sandtable/shared/contracts/signin';
import { emailSchema, loginPasswordSchema, phoneSchema, stripPunctuation } from '@sandtable/shared/rules/account';
import { PhoneText } from '../../../components/format';
import { FormModal } from '../../../components/FormDialog';
import { SmsCodeField } from '../../../components/SmsCodeField';
import { zodRule } from '../../../lib/forms';
import { useChangeOwn, useChangePassword } from '../hooks';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';

type Dialog = 'email' | 'mobile' | 'password' | null;

/** Email, mobile and password: each shown here and changed in its own dialog. */
export function AccountSecurity({ person }: { person: Person }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);

  const rows: { key: Exclude<Dialog, null>; icon: ReactNode; value: ReactNode }[] = [
    { key: 'mobile', icon: <MobileOutlined />, value: person.mobile ? <PhoneText phone={person.mobile} /> : t('profile.security.notSet') },
    { key: 'email', icon: <MailOutlined />, value: person.email ?? t('profile.security.notSet') },
    { key: 'password', icon: <LockOutlined />, value: '••••••' },
  ];

  return (
    <Card title={t('profile.security.title')} className="profile-security">
      <ul className="security-list">
        {rows.map((row) => (
          <li key={row.key} className="security-list__item">
            <span className="security-list__icon">{row.icon}</span>
            <span className="security-list__text">
              <span className="security-list__title">{t(`profile.security.${row.key}`)}</span>
              <Typography.Text type="secondary" data-testid={`security-${row.key}`}>
                {row.value}
              </Typography.Text>
            </span>
            <Button type="link" onClick={() => setOpen(row.key)} data-testid={`change-${row.key}`}>
              {t('actions.change')}
            </Button>
          </li>
        ))}
      </ul>
      <ChangeEmail open={open === 'email'} onClose={close} current={person.email} />
      <ChangeMobile open={open === 'mobile'} onClose={close} />
      <ChangePassword open={open === 'password'} onClose={close} />
    </Card>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function ChangeEmail({ open, onClose, current }: DialogProps & { current: string | null }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const change = useChangeOwn(api.people.updateEmail);

  const submit = (values: { email: string }) =>
    change.mutateAsync(values).then(() => {
      void message.success(t('profile.email.saved'));
      onClose();
    });

  return (
    <FormModal open={open} title={t('profile.email.title')} form={form} onSubmit={submit} onClose={onClose} initialValues={{ email: current ?? '' }} testId="email-dialog">
      <Form.Item name="email" label={t('fields:email')} rules={[zodRule(emailSchema, 'email')]} required>
        <Input type="email" autoComplete="email" maxLength={TEXT_MAX.email} />
      </Form.Item>
    </FormModal>
  );
}

function ChangeMobile({ open, onClose }: DialogProps) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const change = useChangeOwn(api.people.updateMobile);

  const submit = (values: { mobile: string; code: string }) =>
    change.mutateAsync(values).then(() => {
      void message.success(t('profile.mobile.saved'));
      onClose();
    });

  return (
    <FormModal
      open={open}
      title={t('profile.mobile.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      codeFields={{ [Errors.smsCodeInvalid.code]: 'code', [Errors.mobileTaken.code]: 'mobile' }}
      testId="mobile-dialog"
    >
      <Typography.Paragraph type="secondary">{t('profile.mobile.hint')}</Typography.Paragraph>
      <Form.Item name="mobile" label={t('profile.mobile.newMobile')} rules={[zodRule(phoneSchema, 'mobile')]} normalize={stripPunctuation} required>
        <Input inputMode="numeric" autoComplete="tel" maxLength={PHONE_LENGTH} />
      </Form.Item>
      <SmsCodeField purpose="changeMobile" />
    </FormModal>
  );
}

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const passwordRules = {
  oldPassword: [zodRule(loginPasswordSchema, 'oldPassword')],
  password: [zodRule(passwordPairSchema.shape.password, 'password')],
};

function ChangePassword({ open, onClose }: DialogProps) {
  const { t } = useTranslation('people');
  const { modal } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const submit = (values: PasswordValues) =>
    change.mutateAsync(values).then(() => {
      onClose();
      // Worth a dialog, not a toast: the user's other devices have just been logged out.
      modal.success({ title: t('profile.password.saved'), content: t('profile.password.otherDevices') });
    });

  return (
    <FormModal
      open={open}
      title={t('profile.password.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      codeFields={{ [Errors.oldPasswordWrong.code]: 'oldPassword' }}
      testId="password-dialog"
    >
      <Typography.Paragraph type="secondary">{t('profile.password.hint')}</Typography.Paragraph>
      <PasswordChangeFields />
    </FormModal>
  );
}

/** Old password, new password and its confirmation, with the shared rules: the profile dialog and the first-login page. */
export function PasswordChangeFields() {
  const { t } = useTranslation('people');
  return (
    <>
      <Form.Item name="oldPassword" label={t('fields:oldPassword')} rules={passwordRules.oldPassword} required>
        <Input.Password autoComplete="current-password" maxLength={TEXT_MAX.password} />
      </Form.Item>
      <Form.Item name="password" label={t('profile.password.newPassword')} rules={passwordRules.password} required>
        <Input.Password autoComplete="new-password" maxLength={TEXT_MAX.password} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields:confirmPassword')}
        required
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            // The pair rule of the shared schema, so the message is the server's.
            validator: async (_rule, value: string | undefined) => {
              const result = passwordPairSchema.safeParse({ password: getFieldValue('password') ?? '', confirmPassword: value ?? '' });
              const issue = result.error?.issues.find((i) => i.path[0] === 'confirmPassword');
              if (issue) throw new Error(t(issue.message));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={TEXT_MAX.password} />
      </Form.Item>
    </>
  );
}
