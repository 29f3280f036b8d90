/** The assessments module's public face: the team-role, leadership-style, conflict-handling, personality, communication-style, teamwork-status and organisation-health tests, their observers and reports. */
import { defineModule } from '../../lib/module';
import { assessmentRoutes } from './assessment.routes';

export const assessmentsModule = defineModule('assessments', assessmentRoutes);
