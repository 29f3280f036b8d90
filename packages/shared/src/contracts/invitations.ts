import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema, okSchema, pageRequestSchema, pageSchema } from './common';
import { courseDetailSchema, courseSummarySchema } from './courses';
import { phoneSchema } from '../rules/account';
import { INVITE_BATCH, INVITE_DEFAULT_USES, INVITE_VALIDITY_MONTHS, MEMBERS_ADDED_AT_ONCE_MAX } from '../rules/constants';
import { TEXT_MAX } from '../rules/limits';

/** Invite codes are 8 characters without look-alikes (no 0/O, 1/I/L), typed in any case. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
export const inviteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`), { message: 'validation:inviteCode' });

export const INVITATION_STATUSES = ['active', 'used_up', 'expired', 'revoked'] as const;

export const invitationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  uses: z.number().int(),
  used: z.number().int(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** Set when the code was sent to one person (/initiate-invitation by mobile). */
  mobile: z.string().nullable(),
  createdAt: z.string(),
  /** The link a QR code carries: opening it (logged in) joins with this code. */
  joinUrl: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What someone holding a code may see before joining. */
export const inviteInfoSchema = z.object({
  code: z.string(),
  status: z.enum(INVITATION_STATUSES),
  course: courseSummarySchema,
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), colour: z.string(), capacity: z.number().int(), memberCount: z.number().int(), full: z.boolean() })),
  /** A code made for one team joins that team. */
  teamId: z.number().int().nullable(),
  alreadyMember: z.boolean(),
});

export const invitationEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/inviteCodeInfo/save.json',
    access: 'course:create',
    request: z.object({
      courseId: idSchema,
      /** How many codes (spec §5: the invite number is required and numeric). */
      count: z.coerce.number().int().min(1).max(INVITE_BATCH.countMax),
      uses: z.coerce.number().int().min(1).max(INVITE_BATCH.usesMax).default(INVITE_DEFAULT_USES),
      validMonths: z.coerce.number().int().min(1).max(INVITE_VALIDITY_MONTHS).default(INVITE_VALIDITY_MONTHS),
      teamId: idSchema.nullish(),
    }),
    response: z.object({ list: z.array(invitationSchema) }),
    summary: `Create invite codes for a course (default ${INVITE_DEFAULT_USES} use, valid ${INVITE_VALIDITY_MONTHS} months)`,
    tag: 'invitation',
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/inviteCodeInfo/select.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ courseId: idSchema, status: z.enum(INVITATION_STATUSES).optional() }),
    response: pageSchema(invitationSchema),
    summary: 'A course’s invite codes with their uses and status',
    tag: 'invitation',
  }),
  selectHis: defineEndpoint({
    method: 'POST',
    path: '/inviteCodeInfo/selectHis.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ courseId: idSchema }),
    response: pageSchema(z.object({ code: z.string(), userId: z.number().int(), name: z.string(), mobile: z.string().nullable(), teamName: z.string().nullable(), usedAt: z.string() })),
    summary: 'Who joined a course with which code, when',
    tag: 'invitation',
  }),
  get: defineEndpoint({ method: 'POST', path: '/inviteCodeInfo/get.json', access: 'session', request: z.object({ code: inviteCodeSchema }), response: inviteInfoSchema, summary: 'What a code opens: the course, its teams and seats (wrong, used-up, expired and full codes fail)', tag: 'invitation' }),
  use: defineEndpoint({ method: 'POST', path: '/inviteCodeInfo/use.json', access: 'course:join', request: z.object({ code: inviteCodeSchema }), response: courseDetailSchema, summary: 'Join the course of a code (without choosing a team yet)', tag: 'invitation' }),
  revoke: defineEndpoint({ method: 'POST', path: '/inviteCodeInfo/revoke.json', access: 'course:create', request: z.object({ id: idSchema }), response: okSchema, summary: 'Withdraw an unused invite code', tag: 'invitation' }),
  join: defineEndpoint({
    method: 'POST',
    path: '/course/courseInvite/join.json',
    access: 'course:join',
    request: z.object({ code: inviteCodeSchema, teamId: idSchema.nullish() }),
    response: courseDetailSchema,
    summary: 'Join a course by code or scanned QR, optionally into a team; the last seat goes to exactly one caller',
    tag: 'invitation',
  }),
  invitation: defineEndpoint({
    method: 'POST',
    path: '/course/courseInvite/invitation.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema, mobiles: z.array(phoneSchema).min(1).max(MEMBERS_ADDED_AT_ONCE_MAX), teamId: idSchema.nullish() }),
    response: z.object({ list: z.array(invitationSchema) }),
    summary: `Invite up to ${MEMBERS_ADDED_AT_ONCE_MAX} people by mobile: each gets a personal code by SMS`,
    tag: 'invitation',
  }),
  invitationMemberQuery: defineEndpoint({
    method: 'POST',
    path: '/course/courseInvite/invitationMemberQuery.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ courseId: idSchema, keyword: z.string().trim().max(TEXT_MAX.keyword).optional() }),
    response: pageSchema(z.object({ mobile: z.string(), name: z.string().nullable(), code: z.string(), invitedAt: z.string(), joinedAt: z.string().nullable(), teamName: z.string().nullable() })),
    summary: 'The people invited to a course and whether they joined (/has-invite-participants)',
    tag: 'invitation',
  }),
  createQR: defineEndpoint({
    method: 'POST',
    path: '/course/createQR.json',
    access: 'course:create',
    request: z.object({ code: inviteCodeSchema }),
    response: z.object({ code: z.string(), joinUrl: z.string(), dataUrl: z.string() }),
    summary: 'The QR image (PNG data URL) of an invite code’s join link',
    tag: 'invitation',
  }),
  inviteCourseList: defineEndpoint({
    method: 'POST',
    path: '/admin/inviteCourseList',
    access: 'course:create',
    request: pageRequestSchema.extend({ keyword: z.string().trim().max(TEXT_MAX.keyword).optional() }),
    response: pageSchema(courseSummarySchema.extend({ codes: z.number().int(), invited: z.number().int() })),
    summary: 'Courses the caller can invite to (open for sign-up), with their codes and invitations',
    tag: 'invitation',
  }),
};
