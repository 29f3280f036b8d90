import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhone, stripPunctuation } from '@sandtable/shared/rules/typing';
import { Button } from '../../../components/plain/Button';
import { Alert } from '../../../components/plain/Alert';
import { LockIcon, MobileIcon, UserIcon } from '../../../components/plain/icons';
import { useSendCode, type SmsPurpose } from '../../../components/useSendCode';
import { fieldError, formFailure } from '../../../lib/forms';
import { FIELD_OF_CODE } from '../fieldOfCode';
import { TextField } from './TextField';
import type { PlainField, usePlainForm } from './usePlainForm';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { CODE_LENGTH, PHONE_LENGTH } from '@sandtable/shared/rules/constants';

// The shared schemas load with the first check, not with the page (zod stays off the first render).
const rules = () => import('@sandtable/shared/rules/account');

/** The login page's fields, checked with the schemas the server checks with (as antd's zodRule). */
export const SIGNIN_FIELDS = {
  account: { check: async (value) => fieldError((await rules()).accountSchema, 'account', value) },
  password: { check: async (value) => fieldError((await rules()).loginPasswordSchema, 'password', value) },
  mobile: { check: async (value) => fieldError((await rules()).phoneSchema, 'mobile', value), normalize: stripPunctuation },
  code: { check: async (value) => fieldError((await rules()).codeSchema, 'code', value), normalize: stripPunctuation },
} satisfies Record<string, PlainField>;

type PlainForm<N extends string> = ReturnType<typeof usePlainForm<N>>;

/** Account name or mobile + password (the plain twin of AccountPasswordFields). */
export function AccountPasswordInputs({ form }: { form: PlainForm<'account' | 'password'> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField {...form.field('account')} label={t('fields:account')} prefix={<UserIcon />} placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={TEXT_MAX.account} />
      <TextField {...form.field('password')} type="password" label={t('fields:password')} prefix={<LockIcon />} placeholder={t('passwordPlaceholder')} autoComplete="current-password" maxLength={TEXT_MAX.password} />
    </>
  );
}

/** The mobile (the plain twin of MobileField: 11 digits, spaces and dashes dropped). */
export function MobileInput({ form }: { form: PlainForm<'mobile' | 'code'> }) {
  const { t } = useTranslation('signin');
  return <TextField {...form.field('mobile')} label={t('fields:mobile')} prefix={<MobileIcon />} inputMode="tel" autoComplete="tel-national" maxLength={PHONE_LENGTH} placeholder={t('mobile.placeholder')} />;
}

/** The code and its "get code" button (the plain twin of SmsCodeField; both send through useSendCode). */
export function SmsCodeInput({ form, purpose }: { form: PlainForm<'mobile' | 'code'>; purpose: SmsPurpose }) {
  const { t } = useTranslation('signin');
  const sending = useSendCode(purpose, 'mobile');
  const onSend = async () => {
    if (!(await form.validate('mobile'))) return;
    const mobile = form.values.mobile;
    if (isPhone(mobile)) sending.sendTo(mobile, form.setFieldErrors);
  };
  return (
    <TextField
      {...form.field('code')}
      label={t('fields:code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={t('code.placeholder')}
      addon={
        <Button size="large" onClick={() => void onSend()} loading={sending.pending} disabled={sending.secondsLeft > 0} data-testid="send-code">
          {sending.secondsLeft > 0 ? t('code.resendIn', { seconds: sending.secondsLeft }) : t('code.send')}
        </Button>
      }
    />
  );
}

/**
 * A plain sign-in form's failed submit (as useFormFailure for antd's): 100001's messages and the
 * refusals about one field on that field, any other in an alert above the form until the next change.
 */
export function usePlainFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    alert: failure && (
      <Alert type="error" className="login-form__hint" role="alert" data-testid="login-error">
        {failure}
      </Alert>
    ),
    report: (setFieldErrors: Parameters<typeof formFailure>[0]) => (error: unknown) => setFailure(formFailure(setFieldErrors, error, FIELD_OF_CODE)),
    clear: () => setFailure(null),
  };
}
