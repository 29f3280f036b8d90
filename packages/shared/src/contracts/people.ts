import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { userSchema } from './auth';
import { passwordPairSchema } from './signin';
import { idSchema, okSchema, pageRequestSchema, pageSchema } from './common';
import { phoneSchema, codeSchema, emailSchema, newPasswordSchema, loginPasswordSchema } from '../rules/account';
import { MEMBERS_ADDED_AT_ONCE_MAX } from '../rules/constants';
import { POSITION_IDS } from '../rules/positions';
import { ACCOUNT_STATUSES, CLASSIFICATIONS, GENDERS, LEARNER_ROLES, ROLES } from '../auth/roles';
import { TEXT_MAX, TEXT_MIN } from '../rules/limits';

const positionIdSchema = z.coerce.number().int().refine((id) => (POSITION_IDS as readonly number[]).includes(id), { message: 'validation:position' });
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** A person as the management screens list them: the profile plus the organisational fields. */
export const personSchema = userSchema.extend({
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  department: z.string().nullable(),
  positionId: z.number().int().nullable(),
  chatId: z.string().nullable(),
  organisation: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** The fields of a member that an admin types (add form, import row, edit form). */
export const memberFieldsSchema = z.object({
  name: z.string().trim().min(1).max(TEXT_MAX.personName),
  mobile: phoneSchema,
  email: emailSchema.nullish(),
  gender: z.enum(GENDERS).nullish(),
  department: optionalText(TEXT_MAX.department),
  positionId: positionIdSchema.nullish(),
  classification: z.enum(CLASSIFICATIONS).default('free'),
});
export type MemberFields = z.infer<typeof memberFieldsSchema>;

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1).max(TEXT_MAX.personName).optional(),
  gender: z.enum(GENDERS).nullish(),
  age: z.coerce.number().int().min(10).max(100).nullish(),
  department: optionalText(TEXT_MAX.department),
  positionId: positionIdSchema.nullish(),
  chatId: optionalText(TEXT_MAX.chatId),
  organisation: optionalText(TEXT_MAX.organisation),
});

export const peopleFilterSchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(TEXT_MAX.keyword).optional(),
  role: z.enum(ROLES).optional(),
  classification: z.enum(CLASSIFICATIONS).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  department: z.string().trim().max(TEXT_MAX.department).optional(),
  companyId: idSchema.optional(),
  sort: z.enum(['createdAt', 'name', 'lastLoginAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const importRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });

export const importResultSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** The first rows as read, for the preview table. */
  preview: z.array(memberFieldsSchema.extend({ row: z.number().int() })),
  /** How many accounts were created: 0 on a dry run or when any row has an error (all or nothing). */
  created: z.number().int(),
});

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});

const seriesSchema = z.array(z.object({ date: z.string(), count: z.number().int() }));
const dashboardRequest = z.object({ days: z.coerce.number().int().refine((d) => [7, 30, 90].includes(d)).default(7), companyId: idSchema.optional() });

export const brandingInputSchema = z.object({
  key: z.string().trim().toLowerCase().regex(new RegExp(`^[a-z0-9-]{2,${TEXT_MAX.brandKey}}$`), { message: 'validation:brandKey' }),
  nameZh: z.string().trim().min(1).max(TEXT_MAX.brandingNameZh),
  nameEn: z.string().trim().min(1).max(TEXT_MAX.brandingNameEn),
  /** An uploaded picture (/files/…): the portal's CSP serves images from its own origin only. */
  logoUrl: z.string().trim().regex(/^\/files\/[\w-]+$/, { message: 'validation:logoUrl' }).nullish(),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation:color' }),
});

export const peopleEndpoints = {
  // ---- one's own profile (/student-information, /administrator-modifiy)
  update: defineEndpoint({ method: 'POST', path: '/user/update.json', access: 'session', request: profileUpdateSchema, response: personSchema, summary: 'Edit one’s own profile', tag: 'profile' }),
  profile: defineEndpoint({ method: 'POST', path: '/user/profile.json', access: 'session', request: z.object({}), response: personSchema, summary: 'One’s own full profile (with department, position, …)', tag: 'profile' }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/user/updatePassword.json',
    access: 'session',
    request: z.object({ oldPassword: loginPasswordSchema }).and(passwordPairSchema),
    response: okSchema,
    summary: 'Change one’s password (old + new twice); other sessions end',
    tag: 'profile',
  }),
  updateMobile: defineEndpoint({ method: 'POST', path: '/user/updateMobile.json', access: 'session', request: z.object({ mobile: phoneSchema, code: codeSchema }), response: personSchema, summary: 'Change one’s mobile with a code sent to the new mobile (purpose changeMobile)', tag: 'profile' }),
  updateEmail: defineEndpoint({ method: 'POST', path: '/user/updateEmail.json', access: 'session', request: z.object({ email: emailSchema }), response: personSchema, summary: 'Change one’s email', tag: 'profile' }),
  updateNickName: defineEndpoint({ method: 'POST', path: '/user/updateNickName.json', access: 'session', request: z.object({ nickname: z.string().trim().min(1).max(TEXT_MAX.nickname) }), response: personSchema, summary: 'Change one’s nickname', tag: 'profile' }),
  getUserNameByMobile: defineEndpoint({
    method: 'POST',
    path: '/user/getUserNameByMobile.json',
    access: 'session',
    request: z.object({ mobile: phoneSchema }),
    response: z.object({ found: z.boolean(), userId: z.number().int().nullable(), name: z.string().nullable() }),
    summary: 'Who has this mobile (within what the caller may see)',
    tag: 'profile',
  }),

  // ---- people management (/student-management, /new-add-student, /lecturer-management)
  select: defineEndpoint({ method: 'POST', path: '/user/select.json', access: 'user:manage', request: peopleFilterSchema, response: pageSchema(personSchema), summary: 'List accounts: search, filters, sort, pages (enterprise users: their company only)', tag: 'people' }),
  add: defineEndpoint({
    method: 'POST',
    path: '/user/member/add.json',
    access: 'user:manage',
    request: z.object({
      members: z.array(memberFieldsSchema).min(1).max(MEMBERS_ADDED_AT_ONCE_MAX),
      initialPassword: newPasswordSchema,
      companyId: idSchema.optional(),
    }),
    response: z.object({ created: z.number().int(), errors: z.array(importRowErrorSchema) }),
    summary: `Add up to ${MEMBERS_ADDED_AT_ONCE_MAX} students at once (all or nothing)`,
    tag: 'people',
  }),
  memberUpdate: defineEndpoint({ method: 'POST', path: '/user/member/update.json', access: 'user:manage', request: memberFieldsSchema.extend({ id: idSchema, role: z.enum(LEARNER_ROLES).optional() }), response: personSchema, summary: 'Edit a student', tag: 'people' }),
  setStatus: defineEndpoint({ method: 'POST', path: '/user/member/setStatus.json', access: 'user:manage', request: z.object({ id: idSchema, status: z.enum(ACCOUNT_STATUSES) }), response: okSchema, summary: 'Disable or re-enable an account (disabling ends its sessions)', tag: 'people' }),
  lecturerSelect: defineEndpoint({ method: 'POST', path: '/user/lecturer/select.json', access: 'course:create', request: peopleFilterSchema.omit({ role: true }), response: pageSchema(personSchema), summary: 'List lecturers (the chief admin: all; course creators: the active ones, to pick a course’s lecturer)', tag: 'people' }),
  lecturerSave: defineEndpoint({
    method: 'POST',
    path: '/user/lecturer/save.json',
    access: 'lecturer:manage',
    request: z.object({
      id: idSchema.optional(),
      name: z.string().trim().min(1).max(TEXT_MAX.personName),
      mobile: phoneSchema,
      email: emailSchema.nullish(),
      initialPassword: newPasswordSchema.optional(),
    }),
    response: personSchema,
    summary: 'Create (with an initial password) or edit a lecturer',
    tag: 'people',
  }),
  lecturerPromote: defineEndpoint({ method: 'POST', path: '/user/lecturer/promote.json', access: 'lecturer:manage', request: z.object({ userId: idSchema }), response: personSchema, summary: 'Turn a student into a lecturer', tag: 'people' }),

  // ---- companies
  companyUpdate: defineEndpoint({
    method: 'POST',
    path: '/company/update.json',
    access: 'company:manage',
    request: z.object({ id: idSchema.optional(), name: z.string().trim().min(TEXT_MIN.companyName).max(TEXT_MAX.companyName), contactName: optionalText(TEXT_MAX.personName), contactMobile: phoneSchema.nullish(), industry: optionalText(TEXT_MAX.industry), address: z.multiline().trim().max(TEXT_MAX.address).nullish() }),
    response: companySchema,
    summary: 'Edit a company (enterprise users: their own; chief admin: any, or create one without id)',
    tag: 'company',
  }),
  companySelect: defineEndpoint({ method: 'POST', path: '/company/select.json', access: 'company:manage', request: pageRequestSchema.extend({ keyword: z.string().trim().max(TEXT_MAX.keyword).optional() }), response: pageSchema(companySchema), summary: 'List companies (enterprise users: their own)', tag: 'company' }),
  companyAssets: defineEndpoint({
    method: 'POST',
    path: '/company/companyAssets/get.json',
    access: 'company:manage',
    request: z.object({ companyId: idSchema.optional() }),
    response: z.object({ companyId: z.number().int(), seats: z.number().int(), courseCredits: z.number().int(), coins: z.number().int() }),
    summary: 'What a company owns (seats, course credits, coins)',
    tag: 'company',
  }),

  // ---- admin dashboard (/adminHome) and settings (/administrator-modifiy)
  numberOfStudent: defineEndpoint({
    method: 'POST',
    path: '/admin/numberOfStudent',
    access: 'admin:console',
    request: dashboardRequest,
    response: z.object({ total: z.number().int(), active: z.number().int(), newInPeriod: z.number().int(), byClassification: z.record(z.enum(CLASSIFICATIONS), z.number().int()), series: seriesSchema }),
    summary: 'Students: total, new per day over the period, by classification',
    tag: 'dashboard',
  }),
  loginNum: defineEndpoint({ method: 'POST', path: '/admin/loginNum', access: 'admin:console', request: dashboardRequest, response: z.object({ total: z.number().int(), today: z.number().int(), series: seriesSchema }), summary: 'Logins per day over the period', tag: 'dashboard' }),
  activeNum: defineEndpoint({ method: 'POST', path: '/admin/activeNum', access: 'admin:console', request: dashboardRequest, response: z.object({ today: z.number().int(), inPeriod: z.number().int(), series: seriesSchema }), summary: 'Distinct active users per day over the period', tag: 'dashboard' }),
  brandingSelect: defineEndpoint({ method: 'POST', path: '/admin/branding/select.json', access: 'portal:settings', request: pageRequestSchema, response: pageSchema(brandingInputSchema.extend({ logoUrl: z.string().nullable() })), summary: 'Partner brandings', tag: 'settings' }),
  brandingSave: defineEndpoint({ method: 'POST', path: '/admin/branding/save.json', access: 'portal:settings', request: brandingInputSchema, response: okSchema, summary: 'Create or update a partner branding', tag: 'settings' }),
  brandingDelete: defineEndpoint({ method: 'POST', path: '/admin/branding/delete.json', access: 'portal:settings', request: z.object({ key: z.string() }), response: okSchema, summary: 'Delete a partner branding', tag: 'settings' }),
};

/**
 * Multipart uploads and file downloads: not JSON, so outside the endpoint map. All need a session
 * and the CSRF header; the `file` part is checked by content (magic bytes), not by name.
 */
export const FILE_PATHS = {
  /** POST multipart `file` (JPG/PNG ≤ 1 MB) -> envelope body = Person with the new avatarUrl. */
  avatar: '/user/uploadAvatar.json',
  /** POST multipart `file` (image ≤ 10 MB), user:manage or admin -> envelope body = { url }. */
  picture: '/admin/uploadPicture',
  /** POST multipart `file` (.xls/.xlsx ≤ 10 MB) + fields dryRun ('true'|'false'), initialPassword, companyId? -> envelope body = ImportResult. */
  batchAdd: '/user/member/batchAdd.json',
  /** GET ?lang=zh|en -> the bilingual .xlsx import template. */
  template: '/user/member/template.xlsx',
  /** GET /files/<id> -> an uploaded file. */
  files: '/files/',
} as const;
