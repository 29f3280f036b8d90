import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import type { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { maskPhone } from '@sandtable/shared/format/phone';
import { call } from '../api/client';
import { refs } from '../api/refs';
import { formFailure, type FieldPath, type SetFieldErrors } from '../lib/forms';
import { useCountdown } from '../lib/useCountdown';
import { showToast } from './plain/toast';

export type SmsPurpose = RequestOf<typeof signinEndpoints.sendCode>['purpose'];

/**
 * Sending a verification code of `purpose`, for both form kinds (antd's SmsCodeField and the
 * login page's plain one): the request, the server's `resendAfterSeconds` counted down, "sent" in
 * a toast. A refusal about the number (taken, not registered) goes on the mobile field through
 * `fieldErrors`; any other (over the limit, sending failed) in a toast (spec §8, SMS).
 */
export function useSendCode(purpose: SmsPurpose, mobileField: FieldPath) {
  const { t } = useTranslation('signin');
  const [secondsLeft, startCountdown] = useCountdown();
  const send = useMutation({ mutationFn: (request: RequestOf<typeof signinEndpoints.sendCode>) => call(refs.sendCode, request) });
  return {
    secondsLeft,
    pending: send.isPending,
    sendTo: (mobile: string, fieldErrors: SetFieldErrors) =>
      send.mutate(
        { mobile, purpose },
        {
          onSuccess: ({ resendAfterSeconds }) => {
            startCountdown(resendAfterSeconds);
            showToast('success', t('code.sent', { mobile: maskPhone(mobile) }));
          },
          onError: (error) => {
            const text = formFailure(fieldErrors, error, { [Errors.mobileTaken.code]: mobileField, [Errors.mobileNotRegistered.code]: mobileField });
            if (text) showToast('error', text);
          },
        },
      ),
  };
}
