import { useState } from 'react';
import { Alert, type FormInstance } from 'antd';
import { formFailure } from '../../lib/forms';
import { FIELD_OF_CODE } from './fieldOfCode';

/**
 * An antd sign-in form's failed submit (the login page's plain forms: plain/usePlainFailure): 100001's messages and the refusals about one field next to that
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
