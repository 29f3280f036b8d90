import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import type { api } from '@sandtable/shared/contracts/index';
import type { RegisterRequest } from '@sandtable/shared/contracts/signin';

/** What the new-account fields hold (an unticked checkbox leaves `agree` undefined). */
export interface NewAccountValues {
  companyName?: string;
  name: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree?: boolean;
}

function newAccount(values: NewAccountValues) {
  const { name, mobile, code, password, confirmPassword } = values;
  // The type wants `true`: the form's rule only submits a ticked box, and the server checks again.
  return { name, mobile, code, password, confirmPassword, agree: (values.agree === true) as true };
}

/** The registration request of either type; only the enterprise one carries the company. */
export function toRegisterRequest(type: RegisterRequest['type'], values: NewAccountValues): RegisterRequest {
  if (type === 'enterprise') return { type, companyName: values.companyName ?? '', ...newAccount(values) };
  return { type, ...newAccount(values) };
}

export type BindRequest = RequestOf<typeof api.signin.oauthBind>;

/** Binding the chat-app identity of `ticket` to a new account. */
export function toBindNewRequest(ticket: string, values: NewAccountValues): BindRequest {
  return { mode: 'register', ticket, ...newAccount(values) };
}
