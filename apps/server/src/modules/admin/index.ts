/** The admin module's public face: the chief admin's dashboard figures and partner brandings. */
import { defineModule } from '../../lib/module';
import { adminRoutes } from './admin.routes';

export const adminModule = defineModule('admin', adminRoutes);
