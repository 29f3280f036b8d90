import type { FastifyInstance } from 'fastify';
import { courseEndpoints as c, COURSE_FILE_PATHS } from '@sandtable/shared/contracts/courses';
import { localeFromHeader } from '@sandtable/shared/i18n/index';
import { serve, serveRaw, success } from '../../lib/route';
import { sendFile } from '../../lib/download';
import { translator } from '../../lib/i18n';
import { checkUpload } from '../files';
import { readMultipart, requireFile } from '../files';
import { viewOf } from './course.routes';
import * as team from './team.service';
import { matchAccounts, readStudentSheet, studentTemplate } from './student-sheet';

/** Teams and members of a course: managers add and move people, students pick teams, captains rename. */
export function teamRoutes(app: FastifyInstance): void {
  serve(app, c.addMembers, ({ deps, actor, body, req }) => team.addMembers(deps, viewOf(app, req, actor), body));
  serve(app, c.editMembers, ({ deps, actor, body, req }) => team.editMembers(deps, viewOf(app, req, actor), body));
  serve(app, c.teamSave, ({ deps, actor, body, req }) => team.saveTeam(deps, viewOf(app, req, actor), body));
  serve(app, c.pickTeam, ({ deps, actor, body, req }) => team.pickTeam(deps, viewOf(app, req, actor), body));
  serve(app, c.teamList, ({ deps, actor, body }) => team.listTeams(deps, actor, body));

  serveRaw(
    app,
    { method: 'POST', path: COURSE_FILE_PATHS.studentSheet, access: 'course:create', summary: 'Read the wizard’s student table (.xls/.xlsx: name, mobile, department, team) into checked rows, with the name of each mobile’s account in the caller’s scope; nothing is written', tag: 'course' },
    async ({ req, actor, deps }) => {
      const { file } = await readMultipart(req);
      const sheet = requireFile(file);
      await checkUpload('import', sheet);
      return success(req, await matchAccounts(deps.db, actor, req.t, await readStudentSheet(sheet.bytes, req.t)));
    },
  );

  serveRaw(
    app,
    { method: 'GET', path: COURSE_FILE_PATHS.studentTemplate, access: 'course:create', summary: 'The wizard’s bilingual student-table template (.xlsx); ?lang=zh|en for the instructions', tag: 'course' },
    async ({ req, reply }) => {
      const t = translator(localeFromHeader((req.query as { lang?: string }).lang ?? req.headers.language));
      return sendFile(reply, studentTemplate(t), { type: 'xlsx', fileName: `${t('people:import.sheetName')}-template.xlsx` });
    },
  );
}
