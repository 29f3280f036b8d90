/** The system module's public face: branding and health (docs/architecture.md, "Module boundaries"). */
import { defineModule } from '../../lib/module';
import { systemRoutes } from './system.routes';

export const systemModule = defineModule('system', systemRoutes);

export { deleteBranding, pageBrandings, saveBranding } from './branding.repo';
export { brandingFor } from './system.service';
