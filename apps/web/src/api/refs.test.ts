import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@sandtable/shared/contracts/auth';
import { commodityEndpoints } from '@sandtable/shared/contracts/commodity';
import { courseEndpoints } from '@sandtable/shared/contracts/courses';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { systemEndpoints } from '@sandtable/shared/contracts/system';
import { userEndpoints } from '@sandtable/shared/contracts/user';
import { homeRefs, refs } from './refs';

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

const HOME_CONTRACTS = {
  topCountdown: courseEndpoints.topCountdown,
  onGoing: courseEndpoints.onGoing,
  comingSoon: courseEndpoints.comingSoon,
  completed: courseEndpoints.completed,
  runningGames: courseEndpoints.runningGames,
  select: courseEndpoints.select,
  signUp: courseEndpoints.signUp,
  shopItems: commodityEndpoints.select,
} satisfies Record<keyof typeof homeRefs, unknown>;

describe('endpoint refs (the transport’s zod-free view of the contracts)', () => {
  it('name the method and path of their contract’s endpoint', () => {
    const pairs = [...Object.entries(refs).map(([name, ref]) => [name, ref, CONTRACTS[name as keyof typeof refs]] as const), ...Object.entries(homeRefs).map(([name, ref]) => [name, ref, HOME_CONTRACTS[name as keyof typeof homeRefs]] as const)];
    for (const [name, ref, contract] of pairs) {
      expect({ name, method: ref.method, path: ref.path }).toEqual({ name, method: contract.method, path: contract.path });
    }
  });
});
