import { Form, Input, type FormRule } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { issueText } from '@sandtable/shared/i18n/issues';
import { passwordPairSchema } from '@sandtable/shared/contracts/signin';
import { newPasswordSchema } from '@sandtable/shared/rules/account';
import { zodRule } from '../../../lib/forms';
import { i18n } from '../../../i18n';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

const passwordRules = [zodRule(newPasswordSchema, 'password')];

/** The second entry is checked with the shared pair schema, against the first as it is now. */
const confirmRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const result = passwordPairSchema.safeParse({ password: getFieldValue('password') ?? '', confirmPassword: value ?? '' });
      const issue = result.error?.issues.find((i) => i.path[0] === 'confirmPassword');
      if (issue) throw new Error(issueText(i18n.t, issue));
    },
  }),
];

/** A new password typed twice (`password`, `confirmPassword`), as registration and reset ask. */
export function PasswordPairFields({ label }: { label?: string }) {
  const { t } = useTranslation('signin');
  return (
    <>
      <Form.Item name="password" label={label ?? t('fields:password')} rules={passwordRules}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={TEXT_MAX.password} placeholder={t('password.newPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields:confirmPassword')} dependencies={['password']} rules={confirmRules}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={TEXT_MAX.password} placeholder={t('password.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
