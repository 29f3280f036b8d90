import type { authEndpoints } from '@sandtable/shared/contracts/auth';
import type { commodityEndpoints } from '@sandtable/shared/contracts/commodity';
import type { courseEndpoints } from '@sandtable/shared/contracts/courses';
import type { Endpoint } from '@sandtable/shared/contracts/endpoint';
import type { signinEndpoints } from '@sandtable/shared/contracts/signin';
import type { systemEndpoints } from '@sandtable/shared/contracts/system';
import type { userEndpoints } from '@sandtable/shared/contracts/user';

/**
 * An endpoint as the transport needs it: its method and path, with the request and response
 * types of the contract's endpoint `E` but none of its zod schemas at run time. The frame and the
 * login page call through these, so zod loads with the first validation, not before the first
 * render (docs/decisions/performance.md §12); `refs.test.ts` holds each to its contract.
 */
export interface EndpointRef<E extends Endpoint> {
  readonly method: Endpoint['method'];
  readonly path: string;
  /** Never set: carries `E` for the types. */
  readonly contract?: E;
}

const ref = <E extends Endpoint>(method: Endpoint['method'], path: string): EndpointRef<E> => ({ method, path });

/** The endpoints of the frame (who am I, branding) and of the login page. */
export const refs = {
  login: ref<typeof authEndpoints.login>('POST', '/login.do'),
  adminLogin: ref<typeof authEndpoints.adminLogin>('POST', '/admin/login.do'),
  logout: ref<typeof authEndpoints.logout>('POST', '/user/logout.json'),
  userGet: ref<typeof userEndpoints.get>('POST', '/user/get.json'),
  loginUserInfo: ref<typeof userEndpoints.loginUserInfo>('POST', '/user/loginUserInfo.json'),
  branding: ref<typeof systemEndpoints.branding>('GET', '/other/branding/get.json'),
  session: ref<typeof signinEndpoints.session>('GET', '/user/session.json'),
  codeLogin: ref<typeof signinEndpoints.codeLogin>('POST', '/user/code/login.do'),
  sendCode: ref<typeof signinEndpoints.sendCode>('POST', '/other/sms/sendVerificationCode.json'),
  qrCreate: ref<typeof signinEndpoints.qrCreate>('POST', '/user/qr/create.do'),
  qrStatus: ref<typeof signinEndpoints.qrStatus>('POST', '/user/qr/status.do'),
} as const;

/**
 * The lists of the home page's first screen (the learner's next course and courses, the running
 * games, hot courses), drawn before any form or schema is needed (performance.md §16).
 */
export const homeRefs = {
  topCountdown: ref<typeof courseEndpoints.topCountdown>('POST', '/student/topCountdown'),
  onGoing: ref<typeof courseEndpoints.onGoing>('POST', '/student/onGoingCourse'),
  comingSoon: ref<typeof courseEndpoints.comingSoon>('POST', '/student/comingSoonCourse'),
  completed: ref<typeof courseEndpoints.completed>('POST', '/student/completedCourse'),
  runningGames: ref<typeof courseEndpoints.runningGames>('POST', '/student/runningGames'),
  select: ref<typeof courseEndpoints.select>('POST', '/course/select.json'),
  signUp: ref<typeof courseEndpoints.signUp>('POST', '/course/signUp.json'),
  /** Where a paid session's seat is sold: its commodity in the shop. */
  shopItems: ref<typeof commodityEndpoints.select>('POST', '/transaction/commodity/select.json'),
} as const;
