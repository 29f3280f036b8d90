/** The user module's public face: the caller's own account, and people as other modules see them. */
import { defineModule } from '../../lib/module';
import { userRoutes } from './user.routes';

export const userModule = defineModule('user', userRoutes);

export { findUserByLogin, findUserWithCompany, updateAccount } from './user.repo';
export { presentPerson, presentUser } from './user.presenter';
export { accountsByMobile, peopleScope } from './people.repo';
export { accountActor, actorOf, sessionInfo } from './user.service';
export { setAvatar } from './profile.service';
