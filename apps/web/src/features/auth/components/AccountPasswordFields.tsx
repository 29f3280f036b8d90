import { Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accountSchema, loginPasswordSchema } from '@sandtable/shared/rules/account';
import { zodRule } from '../../../lib/forms';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

const rules = {
  account: [zodRule(accountSchema, 'account')],
  password: [zodRule(loginPasswordSchema, 'password')],
};

/** Account name or mobile + password: the password login, and binding the chat app to an account. */
export function AccountPasswordFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item name="account" label={t('fields:account')} rules={rules.account}>
        <Input prefix={<UserOutlined />} placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={TEXT_MAX.account} />
      </Form.Item>
      <Form.Item name="password" label={t('fields:password')} rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('passwordPlaceholder')} autoComplete="current-password" maxLength={TEXT_MAX.password} />
      </Form.Item>
    </>
  );
}
