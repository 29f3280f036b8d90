import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NamePath } from 'antd/es/form/interface';
import { codeSchema, stripPunctuation } from '@sandtable/shared/rules/account';
import { zodRule, type FieldPath } from '../lib/forms';
import { useSendCode, type SmsPurpose } from './useSendCode';
import { CODE_LENGTH } from '@sandtable/shared/rules/constants';

export type { SmsPurpose } from './useSendCode';

const codeRules = [zodRule(codeSchema, 'code')];

/**
 * The `code` field of an antd form with its "get code" button: sends a code of `purpose` to the
 * mobile typed in `mobileField` (useSendCode; the login page has a plain twin in
 * features/auth/plain).
 */
export function SmsCodeField({ purpose, mobileField = 'mobile' }: { purpose: SmsPurpose; mobileField?: NamePath }) {
  const { t } = useTranslation('signin');
  const form = Form.useFormInstance();
  const sending = useSendCode(purpose, mobileField as FieldPath);

  const onSend = async () => {
    const mobile: unknown = await form.validateFields([mobileField]).then(() => form.getFieldValue(mobileField), () => null);
    if (typeof mobile === 'string') sending.sendTo(mobile, (errors) => form.setFields(errors.map(({ field, message }) => ({ name: field as NamePath, errors: [message] }))));
  };

  return (
    <Form.Item label={t('fields:code')} required>
      <Space.Compact className="full-width">
        <Form.Item name="code" noStyle rules={codeRules} normalize={stripPunctuation}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} placeholder={t('code.placeholder')} aria-label={t('fields:code')} />
        </Form.Item>
        <Button onClick={onSend} loading={sending.pending} disabled={sending.secondsLeft > 0} data-testid="send-code">
          {sending.secondsLeft > 0 ? t('code.resendIn', { seconds: sending.secondsLeft }) : t('code.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
