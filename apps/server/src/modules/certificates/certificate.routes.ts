import type { FastifyInstance } from 'fastify';
import { courseEndpoints as c, COURSE_FILE_PATHS } from '@sandtable/shared/contracts/courses';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { serve, serveRaw } from '../../lib/route';
import { sendFile } from '../../lib/download';
import { fail } from '../../lib/errors';
import { publicOrigin } from '../signin';
import { viewOf } from '../courses';
import * as certificate from './certificate.service';

export function certificateRoutes(app: FastifyInstance): void {
  serve(app, c.certificateGenerate, ({ deps, actor, body, req }) => certificate.generateCertificate(deps, viewOf(app, req, actor), body));
  serve(app, c.certificateVerify, ({ deps, body }) => certificate.verifyCertificate(deps, body.number));

  serveRaw(
    app,
    { method: 'GET', path: `${COURSE_FILE_PATHS.certificatePdf}:file`, access: 'session', summary: 'A certificate as PDF (GET /course/certificate/<number>.pdf): its holder or a manager of the course', tag: 'certificate' },
    async ({ req, reply, deps, actor }) => {
      const file = (req.params as { file: string }).file;
      if (!file.endsWith('.pdf')) fail(Errors.notFound);
      const { number, pdf } = await certificate.certificatePdf(deps, actor, publicOrigin(req, deps.config), file.slice(0, -'.pdf'.length));
      return sendFile(reply, pdf, { type: 'pdf', fileName: `${number}.pdf`, inline: true });
    },
  );
}
