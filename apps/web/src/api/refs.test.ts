import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@sandtable/shared/contracts/auth';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { systemEndpoints } from '@sandtable/shared/contracts/system';
import { userEndpoints } from '@sandtable/shared/contracts/user';
import { refs } from './refs';

const CONTRACTS = {
  login: authEndpoints.login,
  adminLogin: authEndpoints.adminLogin,
  logout: authEndpoints.logout,
  userGet: userEndpoints.get,
  loginUserInfo: userEndpoints.loginUserInfo,
  branding: systemEndpoints.branding,
  session: signinEndpoints.session,
  codeLogin: signinEndpoints.codeLogin,
  sendCode: signinEndpoints.sendCode,
  qrCreate: signinEndpoints.qrCreate,
  qrStatus: signinEndpoints.qrStatus,
} satisfies Record<keyof typeof refs, unknown>;

describe('endpoint refs (the transport’s zod-free view of the contracts)', () => {
  it('name the method and path of their contract’s endpoint', () => {
    for (const [name, ref] of Object.entries(refs)) {
      const contract = CONTRACTS[name as keyof typeof refs];
      expect({ name, method: ref.method, path: ref.path }).toEqual({ name, method: contract.method, path: contract.path });
    }
  });
});
