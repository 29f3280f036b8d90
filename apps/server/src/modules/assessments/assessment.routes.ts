import type { FastifyInstance } from 'fastify';
import { z } from '@sandtable/shared/contracts/zod';
import { assessmentEndpoints as e, ASSESSMENT_FILE_PATHS, lsPdfQuerySchema } from '@sandtable/shared/contracts/assessments';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { serve, serveRaw } from '../../lib/route';
import { sendFile } from '../../lib/download';
import * as s from './assessment.service';
import * as groups from './ls-groups.service';
import * as results from './ls-results.service';
import { startExport } from '../exports';
import { actionCardRoutes } from './action-cards.routes';

type PdfQuery = z.output<typeof lsPdfQuerySchema>;

/** One person's report as a PDF in one language (?assessmentId=&userId?&lang=zh|en), made by `render` for the caller. */
function servePdf(app: FastifyInstance, path: string, summary: string, render: (deps: AppDeps, actor: Actor, query: PdfQuery) => Promise<{ pdf: Buffer; fileName: string }>, inline: boolean): void {
  serveRaw(app, { method: 'GET', path, access: 'session', summary, tag: 'assessment' }, async ({ deps, actor, req, reply }) => {
    const { pdf, fileName } = await render(deps, actor, lsPdfQuerySchema.parse(req.query));
    return sendFile(reply, pdf, { type: 'pdf', fileName, inline });
  });
}

/** The assessments' endpoints (docs/decisions/assessments.md lists them with the spec's screens). */
export function assessmentRoutes(app: FastifyInstance): void {
  serve(app, e.courseAssessments, ({ deps, actor, body }) => s.courseAssessments(deps, actor, body));
  servePdf(app, ASSESSMENT_FILE_PATHS.teamRolePdf, 'A team-role report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /belbin/report.json)', s.teamRolePdf, true);
  serve(app, e.assign, ({ deps, actor, body }) => s.assign(deps, actor, body));
  serve(app, e.settings, ({ deps, actor, body }) => s.settings(deps, actor, body));
  serve(app, e.myTests, ({ deps, actor }) => s.myTests(deps, actor));
  serve(app, e.memberTests, ({ deps, actor, body }) => s.memberTests(deps, actor, body));
  serve(app, e.attempt, ({ deps, actor, body }) => s.attempt(deps, actor, body));
  serve(app, e.save, ({ deps, actor, body }) => s.save(deps, actor, body));
  serve(app, e.submit, ({ deps, actor, body }) => s.submit(deps, actor, body));
  serve(app, e.selectRoles, ({ deps, actor, body }) => s.selectRoles(deps, actor, body));
  serve(app, e.invite, ({ deps, actor, body }) => s.invite(deps, actor, body));
  serve(app, e.invitations, ({ deps, actor, body }) => s.invitations(deps, actor, body));
  serve(app, e.observerTasks, ({ deps, actor }) => s.observerTasks(deps, actor));
  serve(app, e.observerTask, ({ deps, actor, body }) => s.observerTask(deps, actor, body), { rateLimit: { max: 60, timeWindow: '1 minute' } });
  serve(app, e.observerAnswer, ({ deps, actor, body }) => s.observerAnswer(deps, actor, body), { rateLimit: { max: 30, timeWindow: '1 minute' } });
  serve(app, e.teamRoleReport, ({ deps, actor, body }) => s.teamRoleReport(deps, actor, body));
  serve(app, e.groupReport, ({ deps, actor, body }) => s.groupReport(deps, actor, body));
  serve(app, e.leadershipReport, ({ deps, actor, body }) => s.leadershipReport(deps, actor, body));
  serve(app, e.conflictReport, ({ deps, actor, body }) => s.selfReport(deps, actor, body, 'conflict'));
  servePdf(app, ASSESSMENT_FILE_PATHS.conflictPdf, 'A conflict-handling report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /assessment/conflict/report.json)', (deps, actor, input) => s.selfReportPdf(deps, actor, input, 'conflict'), true);
  serve(app, e.companyData, ({ deps, actor, body }) => s.companyData(deps, actor, body));
  serve(app, e.leadershipGroup, ({ deps, actor, body }) => s.leadershipGroup(deps, actor, body));
  serve(app, e.myScores, ({ deps, actor }) => s.myScores(deps, actor));
  serve(app, e.courseResults, ({ deps, actor, body }) => s.courseResults(deps, actor, body));
  serve(app, e.teamProfiles, ({ deps, actor, body }) => s.teamProfiles(deps, actor, body));
  serve(app, e.courseLs, ({ deps, actor, body }) => groups.courseLs(deps, actor, body));
  serve(app, e.buildLsGroup, ({ deps, actor, body }) => groups.buildLsGroup(deps, actor, body));
  serve(app, e.updateLsGroup, ({ deps, actor, body }) => groups.updateLsGroup(deps, actor, body));
  serve(app, e.onePersonInAGroup, ({ deps, actor, body }) => groups.onePersonInAGroup(deps, actor, body));
  serve(app, e.deleteLsGroup, ({ deps, actor, body }) => groups.deleteLsGroup(deps, actor, body));
  serve(app, e.groupListInfo, ({ deps, actor, body }) => groups.groupListInfo(deps, actor, body));
  serve(app, e.groupInfo, ({ deps, actor, body }) => groups.groupInfo(deps, actor, body));
  serve(app, e.lsResultPage, ({ deps, actor, body }) => results.lsResultPage(deps, actor, body));
  serve(app, e.lsCollective, ({ deps, actor, body }) => results.lsCollective(deps, actor, body));
  servePdf(app, ASSESSMENT_FILE_PATHS.leadershipPdf, 'A leadership-style report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /game/ls/evaluateResult.json)', results.leadershipPdf, false);
  serve(app, e.personalityReport, ({ deps, actor, body }) => s.selfReport(deps, actor, body, 'personality'));
  servePdf(app, ASSESSMENT_FILE_PATHS.personalityPdf, 'A personality report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /assessment/personality/report.json)', (deps, actor, input) => s.selfReportPdf(deps, actor, input, 'personality'), true);
  serve(app, e.leadershipZip, ({ deps, actor, body }) => startExport(deps, actor, { kind: 'leadership_zip', subjectId: body.assessmentId, lang: body.lang }));
  serve(app, e.communicationReport, ({ deps, actor, body }) => s.selfReport(deps, actor, body, 'communication'));
  servePdf(app, ASSESSMENT_FILE_PATHS.communicationPdf, 'A communication-style report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /assessment/communication/report.json)', (deps, actor, input) => s.selfReportPdf(deps, actor, input, 'communication'), true);
  serve(app, e.teamworkReport, ({ deps, actor, body }) => s.selfReport(deps, actor, body, 'teamwork'));
  actionCardRoutes(app);
  servePdf(app, ASSESSMENT_FILE_PATHS.teamworkPdf, 'A teamwork-status report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /assessment/teamwork/report.json)', (deps, actor, input) => s.selfReportPdf(deps, actor, input, 'teamwork'), true);
  serve(app, e.orgHealthReport, ({ deps, actor, body }) => s.selfReport(deps, actor, body, 'org_health'));
  servePdf(app, ASSESSMENT_FILE_PATHS.orgHealthPdf, 'An organisation-health report as PDF (?assessmentId=&userId?&lang=zh|en; who may: as /assessment/org_health/report.json)', (deps, actor, input) => s.selfReportPdf(deps, actor, input, 'org_health'), true);
}
