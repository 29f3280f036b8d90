import type { FastifyInstance } from 'fastify';
import { gameEndpoints as g, GAME_FILE_PATHS } from '@sandtable/shared/contracts/game';
import { idSchema } from '@sandtable/shared/contracts/common';
import { z } from '@sandtable/shared/contracts/zod';
import { serve, serveRaw } from '../../lib/route';
import { attachmentHeader } from '../../lib/sheet';
import * as game from './game.service';
import * as scores from './scores.service';
import { listChat, sendChat } from './chat.service';
import { reward } from './reward.service';

/** The market simulation online (issue 5): rounds, decisions, results, chat, rewards, score lists. */
export function gameRoutes(app: FastifyInstance): void {
  serve(app, g.start, ({ deps, actor, body }) => game.startGame(deps, actor, body));
  serve(app, g.state, ({ deps, actor, body }) => game.gameView(deps, actor, body.courseId));
  serve(app, g.draft, ({ deps, actor, body }) => game.saveDraft(deps, actor, body));
  serve(app, g.submit, ({ deps, actor, body }) => game.submitDecision(deps, actor, body));
  serve(app, g.advance, ({ deps, actor, body }) => game.advance(deps, actor, body));
  serve(app, g.settings, ({ deps, actor, body }) => game.changeSettings(deps, actor, body));
  serve(app, g.pause, ({ deps, actor, body }) => game.pause(deps, actor, body));
  serve(app, g.rerunPreview, ({ deps, actor, body }) => game.rerunPreview(deps, actor, body));
  serve(app, g.rerun, ({ deps, actor, body }) => game.rerun(deps, actor, body));
  serve(app, g.getScore, ({ deps, actor, body }) => scores.getScore(deps, actor, body));
  serve(app, g.generateMs, ({ deps, actor, body }) => scores.generateMs(deps, actor, body));
  serve(app, g.victory, ({ deps, actor, body }) => scores.victory(deps, actor, body));
  serve(app, g.mechanism, ({ deps, actor, body }) => scores.mechanism(deps, actor, body));
  serve(app, g.scoreList, ({ deps, actor, body }) => scores.scoreList(deps, actor, body));
  serve(app, g.myGrades, ({ deps, actor, body }) => scores.myGrades(deps, actor, body));
  serve(app, g.winners, ({ deps, actor, body }) => scores.winners(deps, actor, body));
  serve(app, g.reward, ({ deps, actor, body }) => reward(deps, actor, body));
  serve(app, g.chatSend, ({ deps, actor, body }) => sendChat(deps, actor, body));
  serve(app, g.chatList, ({ deps, actor, body }) => listChat(deps, actor, body));

  serveRaw(
    app,
    { method: 'GET', path: GAME_FILE_PATHS.scoreListXlsx, access: 'course:create', summary: 'The students’ game scores as .xlsx (?courseId= for one course; otherwise every course the caller runs)', tag: 'game' },
    async ({ deps, actor, req, reply }) => {
      const raw = (req.query as { courseId?: string }).courseId;
      const { courseId } = z.object({ courseId: idSchema.optional() }).parse({ courseId: raw === '' ? undefined : raw });
      const { file, fileName } = await scores.scoreListXlsx(deps, actor, courseId, req.t);
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', attachmentHeader(fileName)).send(file);
    },
  );
}
