/** The people module's public face: the chief admin's and enterprises' member management. */
import { defineModule } from '../../lib/module';
import { peopleRoutes } from './people.routes';

export const peopleModule = defineModule('people', peopleRoutes, ['@fastify/multipart']);

export { companyScope } from './people.policy';
export { insertAccounts } from './people.repo';
