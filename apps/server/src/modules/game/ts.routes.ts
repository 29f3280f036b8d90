import type { FastifyInstance } from 'fastify';
import { tsEndpoints as e } from '@sandtable/shared/contracts/game-ts';
import { serve } from '../../lib/route';
import * as ts from './ts.service';

/** The team-synergy exercise (issue 13): /game/ts/* and /game/hs/reset.json (docs/decisions/ts.md). */
export function tsRoutes(app: FastifyInstance): void {
  serve(app, e.start, ({ deps, actor, body }) => ts.startTs(deps, actor, body));
  serve(app, e.state, ({ deps, actor, body }) => ts.tsState(deps, actor, body));
  serve(app, e.phase, ({ deps, actor, body }) => ts.advancePhase(deps, actor, body));
  serve(app, e.timer, ({ deps, actor, body }) => ts.setTimer(deps, actor, body));
  serve(app, e.ranking, ({ deps, actor, body }) => ts.saveRanking(deps, actor, body));
  serve(app, e.consensus, ({ deps, actor, body }) => ts.saveConsensus(deps, actor, body));
  serve(app, e.propose, ({ deps, actor, body }) => ts.propose(deps, actor, body));
  serve(app, e.reveal, ({ deps, actor, body }) => ts.reveal(deps, actor, body));
  serve(app, e.scoreboard, ({ deps, actor, body }) => ts.scoreboard(deps, actor, body));
  serve(app, e.debrief, ({ deps, actor, body }) => ts.debrief(deps, actor, body));
  serve(app, e.reset, ({ deps, actor, body }) => ts.resetTeam(deps, actor, body));
  serve(app, e.achievement, ({ deps, actor }) => ts.achievement(deps, actor));
  serve(app, e.leadership, ({ deps, actor, body }) => ts.leadership(deps, actor, body));
}
