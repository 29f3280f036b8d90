/** The invitations module's public face: invitation codes and links into a course. */
import { defineModule } from '../../lib/module';
import { invitationRoutes } from './invitation.routes';

export const invitationsModule = defineModule('invitations', invitationRoutes, ['@fastify/rate-limit']);
