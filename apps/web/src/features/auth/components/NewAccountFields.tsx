import { Checkbox, Form, Input } from 'antd';
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { SmsCodeField } from '../../../components/SmsCodeField';
import { registerRules } from '../rules';
import { MobileField } from './MobileField';
import { PasswordPairFields } from './PasswordPairFields';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

/**
 * What a new account needs (spec §5): [company name,] name, mobile, a register code, the password
 * twice and the agreement. Shared by both registrations and the chat-app "new account" binding.
 */
export function NewAccountFields({ company = false }: { company?: boolean }) {
  const { t } = useTranslation('signin');
  return (
    <>
      {company && (
        <Form.Item name="companyName" label={t('fields:companyName')} rules={registerRules.companyName}>
          <Input prefix={<BankOutlined />} maxLength={TEXT_MAX.companyName} autoComplete="organization" placeholder={t('register.companyPlaceholder')} />
        </Form.Item>
      )}
      <Form.Item name="name" label={t('fields:name')} rules={registerRules.name}>
        <Input prefix={<UserOutlined />} maxLength={TEXT_MAX.personName} autoComplete="name" placeholder={t('register.namePlaceholder')} />
      </Form.Item>
      <MobileField warnIfRegistered />
      <SmsCodeField purpose="register" />
      <PasswordPairFields />
      <Form.Item name="agree" valuePropName="checked" rules={registerRules.agree} className="auth-agree">
        <Checkbox>
          {/* A new tab keeps what was typed here. */}
          <Trans t={t} i18nKey="register.agree" components={{ agreement: <Link to="/registerAgreement" target="_blank" rel="noopener" /> }} />
        </Checkbox>
      </Form.Item>
    </>
  );
}
