import type { FastifyInstance } from 'fastify';
import { gameEndpoints as g, GAME_FILE_PATHS, type decisionSchema, type gameViewSchema, type playEndpointsOf, type teamResultSchema } from '@sandtable/shared/contracts/game';
import { CM_FILE_PATHS, cmGameEndpoints, cmStageEndpoints as cs, cmStatsEndpoints as st } from '@sandtable/shared/contracts/game-cm';
import type { GameId } from '@sandtable/shared/rules/course';
import { idSchema } from '@sandtable/shared/contracts/common';
import { z } from '@sandtable/shared/contracts/zod';
import { serve, serveRaw } from '../../lib/route';
import { sendFile } from '../../lib/download';
import * as game from './game.service';
import * as scores from './scores.service';
import { listChat, sendChat } from './chat.service';
import { reward } from './reward.service';
import * as cm from './cm.service';
import * as stage from './cm.stage.service';
import * as stats from './cm.stats.service';
import { classicCases } from '@sandtable/sim/classics';

/**
 * One game's play paths (contracts' playEndpointsOf), served by the one game service for `gameId`:
 * a course of another game is refused there. The service is typed by the market's contract and
 * treats the engine's decisions and results as opaque JSON; each game's own request and response
 * schemas check them on the way in and out, which is why CM's set may stand in for the market's type.
 */
type PlayEndpoints = ReturnType<typeof playEndpointsOf<{ weights: typeof g.start.request.shape.weights }, typeof decisionSchema, typeof gameViewSchema, typeof teamResultSchema>>;

function playRoutes(app: FastifyInstance, gameId: GameId, e: PlayEndpoints): void {
  serve(app, e.start, ({ deps, actor, body }) => game.startGame(deps, actor, gameId, body));
  serve(app, e.state, ({ deps, actor, body }) => game.gameView(deps, actor, body.courseId, gameId));
  serve(app, e.draft, ({ deps, actor, body }) => game.saveDraft(deps, actor, gameId, body));
  serve(app, e.submit, ({ deps, actor, body }) => game.submitDecision(deps, actor, gameId, body));
  serve(app, e.advance, ({ deps, actor, body }) => game.advance(deps, actor, gameId, body));
  serve(app, e.settings, ({ deps, actor, body }) => game.changeSettings(deps, actor, gameId, body));
  serve(app, e.pause, ({ deps, actor, body }) => game.pause(deps, actor, gameId, body));
  serve(app, e.rerunPreview, ({ deps, actor, body }) => game.rerunPreview(deps, actor, gameId, body));
  serve(app, e.rerun, ({ deps, actor, body }) => game.rerun(deps, actor, gameId, body));
}

/** Every game online (issue 5, issue 12): rounds, decisions, results, chat, rewards, score lists. */
export function gameRoutes(app: FastifyInstance): void {
  playRoutes(app, 'MS', g);
  playRoutes(app, 'CM', cmGameEndpoints as unknown as PlayEndpoints);
  const c = cmGameEndpoints;
  serve(app, c.loadActiveCaseList, () => cm.loadActiveCaseList());
  serve(app, c.loadGames, ({ deps, actor, body }) => cm.loadGames(deps, actor, body));
  serve(app, c.switchLevel, ({ deps, actor, body }) => cm.switchLevel(deps, actor, body));
  serve(app, c.switchLevel2, ({ deps, actor, body }) => cm.switchLevel2(deps, actor, body));
  serve(app, c.resetTeamCourse, ({ deps, actor, body }) => cm.resetTeamCourse(deps, actor, body));
  serve(app, c.loadByCourse, ({ deps, actor, body }) => cm.loadByCourse(deps, actor, body));
  serve(app, c.loadByCourseTeam, ({ deps, actor, body }) => cm.loadByCourseTeam(deps, actor, body));
  serve(app, c.courseReplayUrl, ({ deps, actor, body }) => cm.courseReplayUrl(deps, actor, body));
  serve(app, c.reportCreate, ({ deps, actor, body }) => cm.reportCreate(deps, actor, body));
  serve(app, cs.stages, ({ deps, actor, body }) => stage.stages(deps, actor, body));
  serve(app, cs.quiz, ({ deps, actor, body }) => stage.answerQuiz(deps, actor, body));
  serve(app, cs.thinking, ({ deps, actor, body }) => stage.answerThinking(deps, actor, body));
  serve(app, cs.answers, ({ deps, actor, body }) => stage.answers(deps, actor, body));
  serve(app, cs.mark, ({ deps, actor, body }) => stage.mark(deps, actor, body));
  serve(app, cs.propose, ({ deps, actor, body, req }) => stage.propose(deps, actor, body, req.log));
  serve(app, st.company, ({ deps, actor, body }) => stats.byCompany(deps, actor, body));
  serve(app, st.department, ({ deps, actor, body }) => stats.byDepartment(deps, actor, body));
  serve(app, st.groupName, ({ deps, actor, body }) => stats.byGroupName(deps, actor, body));
  serve(app, st.member, ({ deps, actor, body }) => stats.perMember(deps, actor, body));
  serveRaw(
    app,
    { method: 'GET', path: CM_FILE_PATHS.reportPdf, access: 'session', summary: 'A CM team’s report as PDF (?courseId=&teamId=&lang=zh|en; who may: as loadByCourseTeam)', tag: 'game' },
    async ({ deps, actor, req, reply }) => {
      const input = z.object({ courseId: idSchema, teamId: idSchema, lang: z.enum(['zh', 'en']) }).parse(req.query);
      const { pdf, fileName } = await cm.reportPdf(deps, actor, input);
      return sendFile(reply, pdf, { type: 'pdf', fileName, inline: true });
    },
  );
  serve(app, g.classicCases, () => ({ list: classicCases() }));
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
      return sendFile(reply, file, { type: 'xlsx', fileName });
    },
  );
}
