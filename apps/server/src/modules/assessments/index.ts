/** The assessments module's public face: the team-role, leadership-style, conflict-handling, personality, communication-style, teamwork-status and organisation-health tests, their observers and reports, and the teams' action cards. */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { registerExporter } from '../exports';
import { assessmentRoutes } from './assessment.routes';
import { leadershipZip } from './ls-results.service';

export const assessmentsModule = defineModule('assessments', (app: FastifyInstance) => {
  assessmentRoutes(app);
  registerExporter('leadership_zip', leadershipZip);
});
// What a course's lecturer and members do, for the demo seed (db/seed/assessments.ts), which goes their way.
export { assign as assignAssessment, save as saveAnswers, submit as submitAnswers, invite as inviteObservers, observerAnswer as answerAsObserver } from './assessment.service';
export { actionCardLifecycle } from './action-cards.repo';
