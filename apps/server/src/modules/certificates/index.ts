/** The certificates module's public face: course certificates, their PDF and verification. */
import { defineModule } from '../../lib/module';
import { certificateRoutes } from './certificate.routes';

export const certificatesModule = defineModule('certificates', certificateRoutes);

export { presentCertificate } from './certificate.presenter';
