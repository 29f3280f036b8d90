import { describe, expect, it } from 'vitest';
import { registerRequestSchema, signinEndpoints } from '@sandtable/shared/contracts/signin';
import { toBindNewRequest, toRegisterRequest, type NewAccountValues } from './mapping';

const values: NewAccountValues = {
  companyName: '新星科技',
  name: '王小明',
  mobile: '13712345678',
  code: '123456',
  password: 'Secret99',
  confirmPassword: 'Secret99',
  agree: true,
};

describe('form values -> requests', () => {
  it('registers a person without the company, an enterprise with it; both pass the shared schema', () => {
    const personal = toRegisterRequest('personal', values);
    expect(personal).toEqual({ type: 'personal', name: '王小明', mobile: '13712345678', code: '123456', password: 'Secret99', confirmPassword: 'Secret99', agree: true });
    expect(registerRequestSchema.safeParse(personal).success).toBe(true);

    const enterprise = toRegisterRequest('enterprise', values);
    expect(enterprise).toMatchObject({ type: 'enterprise', companyName: '新星科技', name: '王小明' });
    expect(registerRequestSchema.safeParse(enterprise).success).toBe(true);
  });

  it('sends an unticked agreement as false, which the schema refuses on the agree field', () => {
    const request = toRegisterRequest('personal', { ...values, agree: undefined });
    expect(request).toMatchObject({ agree: false });
    expect(registerRequestSchema.safeParse(request).error?.issues.map((i) => i.path)).toEqual([['agree']]);
  });

  it('binds the chat-app ticket to a new account with the same fields', () => {
    const request = toBindNewRequest('t'.repeat(43), values);
    expect(request).toEqual({ mode: 'register', ticket: 't'.repeat(43), name: '王小明', mobile: '13712345678', code: '123456', password: 'Secret99', confirmPassword: 'Secret99', agree: true });
    expect(signinEndpoints.oauthBind.request.safeParse(request).success).toBe(true);
  });
});
