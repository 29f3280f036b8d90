import { App, Button, Form, Input, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NamePath } from 'antd/es/form/interface';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { maskPhone } from '@sandtable/shared/format/phone';
import { codeSchema, stripPunctuation } from '@sandtable/shared/rules/account';
import { call } from '../api/client';
import { formFailure, zodRule } from '../lib/forms';
import { useCountdown } from '../lib/useCountdown';

export type SmsPurpose = RequestOf<typeof signinEndpoints.sendCode>['purpose'];

const codeRules = [zodRule(codeSchema, 'code')];

/**
 * The `code` field of a form with its "get code" button: sends a code of `purpose` to the mobile
 * typed in `mobileField`, then counts down the server's `resendAfterSeconds`. A refusal about the
 * number (taken, not registered) shows on the mobile field; any other (over the limit, sending
 * failed) in a toast (spec §8, SMS).
 */
export function SmsCodeField({ purpose, mobileField = 'mobile' }: { purpose: SmsPurpose; mobileField?: NamePath }) {
  const { t } = useTranslation('signin');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [secondsLeft, startCountdown] = useCountdown();
  const send = useMutation({ mutationFn: (request: RequestOf<typeof signinEndpoints.sendCode>) => call(signinEndpoints.sendCode, request) });

  const onSend = async () => {
    const mobile: unknown = await form.validateFields([mobileField]).then(() => form.getFieldValue(mobileField), () => null);
    if (typeof mobile !== 'string') return;
    send.mutate(
      { mobile, purpose },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          startCountdown(resendAfterSeconds);
          void message.success(t('code.sent', { mobile: maskPhone(mobile) }));
        },
        onError: (error) => {
          const text = formFailure(form, error, { [Errors.mobileTaken.code]: mobileField, [Errors.mobileNotRegistered.code]: mobileField });
          if (text) void message.error(text);
        },
      },
    );
  };

  return (
    <Form.Item label={t('fields:code')} required>
      <Space.Compact className="full-width">
        <Form.Item name="code" noStyle rules={codeRules} normalize={stripPunctuation}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('code.placeholder')} aria-label={t('fields:code')} />
        </Form.Item>
        <Button onClick={onSend} loading={send.isPending} disabled={secondsLeft > 0} data-testid="send-code">
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
