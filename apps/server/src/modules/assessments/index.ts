/** The assessments module's public face: the team-role, leadership-style, conflict-handling, personality, communication-style and teamwork-status tests, their observers and reports, and the teams' action cards. */
import { defineModule } from '../../lib/module';
import { assessmentRoutes } from './assessment.routes';

export const assessmentsModule = defineModule('assessments', assessmentRoutes);
export { actionCardLifecycle } from './action-cards.repo';
