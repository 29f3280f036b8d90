import { Form, Input, type FormRule } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { isPhone, phoneSchema, stripPunctuation } from '@sandtable/shared/rules/account';
import { call } from '../../../api/client';
import { zodRule } from '../../../lib/forms';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';

const mobileRule = zodRule(phoneSchema, 'mobile');

/** Waits for typing to pause before asking whether the mobile is taken (the check is rate-limited). */
const CHECK_DEBOUNCE_MS = 400;

/**
 * The `mobile` field (11 digits; spaces and dashes typed or pasted are dropped). With
 * `warnIfRegistered` (registration), a mobile that already has an account is pointed out as soon
 * as it is typed, before a code is sent; the server refuses it at submit anyway.
 */
export function MobileField({ warnIfRegistered = false }: { warnIfRegistered?: boolean }) {
  const { t } = useTranslation('signin');
  const registeredRule = useRegisteredWarning();
  return (
    <Form.Item
      name="mobile"
      label={t('fields:mobile')}
      rules={warnIfRegistered ? [mobileRule, registeredRule] : [mobileRule]}
      normalize={stripPunctuation}
      validateDebounce={warnIfRegistered ? CHECK_DEBOUNCE_MS : undefined}
    >
      <Input prefix={<MobileOutlined />} inputMode="tel" autoComplete="tel-national" maxLength={PHONE_LENGTH} placeholder={t('mobile.placeholder')} />
    </Form.Item>
  );
}

/** A warning (it does not block the form) when /user/haveYouRegistered.json says the mobile is taken. */
function useRegisteredWarning(): FormRule {
  const { t } = useTranslation('signin');
  const queryClient = useQueryClient();
  return {
    warningOnly: true,
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !isPhone(value)) return;
      // Cached per mobile: re-validation (submit, language switch) asks the server only once.
      const answer = await queryClient
        .fetchQuery({
          queryKey: [signinEndpoints.haveYouRegistered.path, value],
          queryFn: () => call(signinEndpoints.haveYouRegistered, { mobile: value }),
          staleTime: 60_000,
        })
        .catch(() => null);
      if (answer?.registered) throw new Error(t('mobile.registered'));
    },
  };
}
