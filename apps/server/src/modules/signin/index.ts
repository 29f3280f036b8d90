/** The sign-in module's public face: every way in besides the password; SMS delivery and codes. */
import { defineModule } from '../../lib/module';
import { signinRoutes } from './signin.routes';

export const signinModule = defineModule('signin', signinRoutes, ['@fastify/rate-limit']);

export { publicOrigin } from './signin.http';
export { consumeCode, deliver } from './sms.service';
