import { useState } from 'react';
import { Alert, type FormInstance } from 'antd';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { formFailure } from '../../lib/forms';

/** Refusals of the sign-in endpoints that are about one field of their forms. */
const FIELD_OF_CODE = {
  [Errors.smsCodeInvalid.code]: 'code',
  [Errors.mobileNotRegistered.code]: 'mobile',
  [Errors.mobileTaken.code]: 'mobile',
  // Registration: the mobile becomes the account name, and someone already has it as theirs.
  [Errors.accountTaken.code]: 'mobile',
  [Errors.companyTaken.code]: 'companyName',
};

/**
 * A sign-in form's failed submit: 100001's messages and the refusals about one field next to that
 * field; any other refusal (the server's message, in the request's language) in an alert above
 * the form. `clear` on every change: the alert is about what was sent.
 */
export function useFormFailure(form: FormInstance) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    alert: failure && <Alert className="login-form__hint" type="error" showIcon title={failure} role="alert" data-testid="login-error" />,
    report: (error: unknown) => setFailure(formFailure(form, error, FIELD_OF_CODE)),
    clear: () => setFailure(null),
  };
}
