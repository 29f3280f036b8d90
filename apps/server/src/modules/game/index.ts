/**
 * The game module's public face: every registered game's rounds, decisions, scores, chat and
 * rewards, and the round clock (persisted deadline jobs) it registers itself.
 */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/module';
import { gameRoutes } from './game.routes';
import { registerRoundClock } from './round-clock';
import { tsRoutes } from './ts.routes';
import { registerTsClock } from './ts.service';

export const gameModule = defineModule('game', (app: FastifyInstance) => {
  gameRoutes(app);
  registerRoundClock(app.deps);
  tsRoutes(app);
  registerTsClock(app.deps);
});

export { gameLifecycle, roundLifecycle } from './lifecycle';
export { playableGame, type PlayableGame } from './games';
export { seedOf } from './game.service';
