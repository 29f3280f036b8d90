import { defineEndpoint } from './endpoint';
import { emptySchema } from './envelope';
import { sessionInfoSchema, userSchema } from './auth';

export const userEndpoints = {
  get: defineEndpoint({
    method: 'POST',
    path: '/user/get.json',
    access: 'session',
    request: emptySchema,
    response: userSchema,
    summary: "The logged-in user's profile",
    tag: 'user',
  }),
  loginUserInfo: defineEndpoint({
    method: 'POST',
    path: '/user/loginUserInfo.json',
    access: 'session',
    request: emptySchema,
    response: sessionInfoSchema,
    summary: 'The logged-in user with role and granted authorities',
    tag: 'user',
  }),
};
