import type { FastifyInstance } from 'fastify';
import { z } from '@sandtable/shared/contracts/zod';
import { peopleEndpoints as p, FILE_PATHS } from '@sandtable/shared/contracts/people';
import { newPasswordSchema } from '@sandtable/shared/rules/account';
import { localeFromHeader } from '@sandtable/shared/i18n/index';
import { serve, serveRaw, success } from '../../lib/route';
import { sendFile } from '../../lib/download';
import { translator } from '../../lib/i18n';
import { checkUpload } from '../files';
import { readMultipart, requireFile } from '../files';
import * as people from './people.service';
import { memberTemplate, readMemberSheet } from './member-sheet';

/** The text fields that travel with the import file. */
const importFieldsSchema = z.object({
  dryRun: z.enum(['true', 'false']).default('true'),
  initialPassword: newPasswordSchema,
  companyId: z.coerce.number().int().positive().optional(),
});

const PREVIEW_ROWS = 50;

export function peopleRoutes(app: FastifyInstance): void {
  serve(app, p.select, ({ deps, actor, body }) => people.selectPeople(deps, actor, body));
  serve(app, p.add, ({ deps, actor, body, req }) => people.addMembers(deps, actor, req.t, body));
  serve(app, p.memberUpdate, ({ deps, actor, body }) => people.updateMember(deps, actor, body));
  serve(app, p.setStatus, async ({ deps, actor, body }) => {
    await people.setStatus(deps, actor, body);
    return {};
  });
  serve(app, p.lecturerSelect, ({ deps, actor, body }) => people.selectLecturers(deps, actor, body));
  serve(app, p.lecturerSave, ({ deps, body }) => people.saveLecturer(deps, body));
  serve(app, p.lecturerPromote, ({ deps, body }) => people.promoteToLecturer(deps, body.userId));

  // Preview (dryRun=true) and commit (dryRun=false) upload the same file: the server keeps nothing
  // between the two, and the commit re-checks every row, so it is all or nothing.
  serveRaw(
    app,
    { method: 'POST', path: FILE_PATHS.batchAdd, access: 'user:manage', summary: 'Import students from .xls/.xlsx: preview with per-row errors, then commit all or nothing', tag: 'people' },
    async ({ req, deps, actor }) => {
      const { file, fields } = await readMultipart(req);
      const options = importFieldsSchema.parse(fields);
      const sheet = requireFile(file);
      await checkUpload('import', sheet);
      const rows = await readMemberSheet(sheet.bytes);
      const { valid, errors } = await people.checkMembers(deps, req.t, rows);
      const commit = options.dryRun === 'false' && errors.length === 0 && valid.length > 0;
      const created = commit
        ? await people.createMembers(deps, valid, { initialPassword: options.initialPassword, companyId: people.targetCompany(actor, options.companyId) })
        : 0;
      return success(req, { total: rows.length, valid: valid.length, errors, preview: valid.slice(0, PREVIEW_ROWS), created });
    },
  );

  serveRaw(
    app,
    { method: 'GET', path: FILE_PATHS.template, access: 'user:manage', summary: 'The bilingual student import template (.xlsx); ?lang=zh|en for the instructions', tag: 'people' },
    async ({ req, reply }) => {
      const locale = localeFromHeader((req.query as { lang?: string }).lang ?? req.headers.language);
      const t = translator(locale);
      return sendFile(reply, memberTemplate(t), { type: 'xlsx', fileName: `${t('people:import.sheetName')}-template.xlsx` });
    },
  );
}
