import type { FastifyInstance } from 'fastify';
import { invitationEndpoints as i } from '@sandtable/shared/contracts/invitations';
import { serve } from '../../lib/route';
import { viewOf } from '../courses';
import * as invitation from './invitation.service';

/** Invite codes, QR links and personal invitations by SMS; joining a course with a code. */
export function invitationRoutes(app: FastifyInstance): void {
  // Code checks are limited per address, like the sign-in codes (DESIGN §3).
  const codeLimit = { max: app.deps.config.LOGIN_RATE_LIMIT_PER_MINUTE * 2, timeWindow: '1 minute' };

  serve(app, i.save, ({ deps, actor, body, req }) => invitation.createCodes(deps, viewOf(app, req, actor), body));
  serve(app, i.select, ({ deps, actor, body, req }) => invitation.selectCodes(deps, viewOf(app, req, actor), body));
  serve(app, i.selectHis, ({ deps, actor, body }) => invitation.selectUses(deps, actor, body));
  serve(app, i.get, ({ deps, actor, body }) => invitation.codeInfo(deps, actor, body.code), { rateLimit: codeLimit });
  serve(app, i.use, ({ deps, actor, body, req }) => invitation.joinByCode(deps, viewOf(app, req, actor), body.code, null), { rateLimit: codeLimit });
  serve(app, i.revoke, ({ deps, actor, body }) => invitation.revokeCode(deps, actor, body.id));
  serve(app, i.join, ({ deps, actor, body, req }) => invitation.joinByCode(deps, viewOf(app, req, actor), body.code, body.teamId ?? null), { rateLimit: codeLimit });
  serve(app, i.invitation, ({ deps, actor, body, req }) => invitation.inviteByMobile(deps, viewOf(app, req, actor), body, { ip: req.ip, t: req.t, log: req.log }));
  serve(app, i.invitationMemberQuery, ({ deps, actor, body }) => invitation.invitedMembers(deps, actor, body));
  serve(app, i.createQR, ({ deps, actor, body, req }) => invitation.codeQr(deps, viewOf(app, req, actor), body.code));
  serve(app, i.inviteCourseList, ({ deps, actor, body }) => invitation.inviteCourses(deps, actor, body));
}
