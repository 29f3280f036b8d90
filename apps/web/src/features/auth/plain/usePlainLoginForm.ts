import type { FormEvent } from 'react';
import { useAfterLogin } from '../useAfterLogin';
import { usePlainFailure } from './fields';
import { focusFirstInvalid } from './focus';
import { usePlainForm, type PlainField } from './usePlainForm';

/** A login call's mutation, as the sign-in forms use it (api/hooks useLoginCall). */
interface LoginMutation<N extends string> {
  mutate(values: Record<N, string>, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * A plain sign-in form (the login page's, without antd): its fields, its failure and its submit —
 * every field checked, the first invalid one focused, else `login` with the values; success goes
 * where the user was going (useAfterLogin), a refusal to its field or the alert (usePlainFailure).
 */
export function usePlainLoginForm<N extends string>(fields: Record<N, PlainField>, login: LoginMutation<N>) {
  const afterLogin = useAfterLogin();
  const failure = usePlainFailure();
  const form = usePlainForm(fields, failure.clear);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    failure.clear();
    const values = await form.validateAll();
    if (!values) return focusFirstInvalid(element);
    login.mutate(values, { onSuccess: afterLogin, onError: failure.report(form.setFieldErrors) });
  };
  return { form, failure, submit };
}
