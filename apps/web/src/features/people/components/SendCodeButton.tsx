import { App, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import type { api } from '@sandtable/shared/contracts/index';
import { maskPhone } from '@sandtable/shared/format/phone';
import { failureText } from '../../../lib/forms';
import { useCountdown } from '../../../lib/useCountdown';
import { useSendCode } from '../hooks';

type Purpose = RequestOf<typeof api.signin.sendCode>['purpose'];

/**
 * Sends an SMS code to the mobile typed in `form`'s `mobileField`, then counts down the server's
 * `resendAfterSeconds` before it can be sent again. Refusals (number taken, over the limit) are
 * shown on the mobile field.
 */
export function SendCodeButton({ form, mobileField = 'mobile', purpose }: { form: FormInstance; mobileField?: string; purpose: Purpose }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const [secondsLeft, startCountdown] = useCountdown();
  const send = useSendCode();

  const onClick = async () => {
    const mobile: unknown = await form.validateFields([mobileField]).then((values) => values[mobileField], () => null);
    if (typeof mobile !== 'string') return;
    send.mutate(
      { mobile, purpose },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          startCountdown(resendAfterSeconds);
          void message.success(t('code.sent', { mobile: maskPhone(mobile) }));
        },
        onError: (error) => {
          const text = failureText(error);
          if (text) form.setFields([{ name: mobileField, errors: [text] }]);
        },
      },
    );
  };

  return (
    <Button onClick={onClick} loading={send.isPending} disabled={secondsLeft > 0} data-testid="send-code">
      {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.send')}
    </Button>
  );
}
