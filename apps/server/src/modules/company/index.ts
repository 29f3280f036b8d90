/** The company module's public face: companies and their assets. */
import { defineModule } from '../../lib/module';
import { companyRoutes } from './company.routes';

export const companyModule = defineModule('company', companyRoutes);
