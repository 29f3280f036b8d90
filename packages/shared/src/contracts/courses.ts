import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema, okSchema, pageRequestSchema, pageSchema } from './common';
import { importRowErrorSchema } from './people';
import { COURSE_STATUSES } from '../machines/course';
import { ACTOR_KINDS } from '../machines/machine';
import {
  CHAPTERS,
  COURSE_KINDS,
  COURSE_LIMITS,
  COURSE_TYPES,
  COURSE_VERSIONS,
  GAME_IDS,
  MEMBER_PROGRESS,
  UNLOCKABLE_CHAPTERS,
  checkCourseShape,
  checkCourseTimes,
  checkTeams,
  courseDetailsObject,
  courseStudentRowSchema,
  dateTimeSchema,
  teamInputSchema,
} from '../rules/course';
import { newPasswordSchema } from '../rules/account';
import { MEMBERS_ADDED_AT_ONCE_MAX, RESOURCE_TYPE } from '../rules/constants';
import { SCORE_RANGE, TEXT_MAX, TEXT_MIN } from '../rules/limits';

const personRef = z.object({ id: z.number().int(), name: z.string() });

/** What the caller may do to a course: the web shows exactly these buttons (DESIGN §5). */
export const courseAbilitiesSchema = z.object({
  edit: z.boolean(),
  manageTeams: z.boolean(),
  invite: z.boolean(),
  unlock: z.boolean(),
  close: z.boolean(),
  restart: z.boolean(),
  grade: z.boolean(),
  join: z.boolean(),
  leave: z.boolean(),
  /** A member picks or changes their team (until the course starts). */
  pickTeam: z.boolean(),
  /** A manager starts the course's game: the course is running (whether a game exists is the game's view). */
  startGame: z.boolean(),
  /** Whoever pays for the course (its company, else its creator) pays or changes its seats in course credits, before it begins. */
  payCredits: z.boolean(),
});
export type CourseAbilities = z.infer<typeof courseAbilitiesSchema>;

/** A course as lists show it. */
export const courseSummarySchema = z.object({
  id: z.number().int(),
  gameId: z.enum(GAME_IDS),
  tsVersion: z.number().int().nullable(),
  courseType: z.enum(COURSE_TYPES),
  kind: z.enum(COURSE_KINDS),
  name: z.string(),
  status: z.enum(COURSE_STATUSES),
  lecturer: personRef.nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  registrationDeadline: z.string(),
  participants: z.number().int(),
  seatsTaken: z.number().int(),
  /** Course credits its seats were paid with (0: not paid with credits). */
  creditsPaid: z.number().int(),
  teamCount: z.number().int(),
  rounds: z.number().int(),
  priceFen: z.number().int(),
  version: z.enum(COURSE_VERSIONS),
  /** 1 to 3: the highest chapter released. */
  chaptersUnlocked: z.number().int(),
  /** Under the 12-hour review window (or after sign-up ended): details can no longer change. */
  lockedForEdit: z.boolean(),
  /** Whether the caller is a member (students' lists and sign-up). */
  enrolled: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseSchema = courseSummarySchema.extend({
  caseStudy: z.string(),
  introduction: z.string(),
  advanceEntryHours: z.number().int(),
  autoRoundAt: z.string().nullable(),
  purpose: z.string().nullable(),
  productType: z.string().nullable(),
  objectivesZh: z.string().nullable(),
  objectivesEn: z.string().nullable(),
  questionnaireUrls: z.array(z.string()),
  certificate: z.object({ issuedOn: z.string().nullable(), courseName: z.string().nullable(), institutionZh: z.string().nullable(), institutionEn: z.string().nullable() }),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const teamMemberSchema = z.object({
  memberId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  /** Masked (138****0000) unless the caller manages the course. */
  mobile: z.string().nullable(),
  captain: z.boolean(),
  operator: z.boolean(),
  progress: z.enum(MEMBER_PROGRESS),
});

export const teamSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  colour: z.string(),
  capacity: z.number().int(),
  captainId: z.number().int().nullable(),
  operatorId: z.number().int().nullable(),
  members: z.array(teamMemberSchema),
  full: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

export const chapterStateSchema = z.object({
  chapter: z.union(CHAPTERS.map((c) => z.literal(c))),
  /** locked: not released or the course has not opened; open: to do; completed / gave_up: done. */
  status: z.enum(['locked', 'open', 'completed', 'gave_up']),
  score: z.number().int().nullable(),
  completedAt: z.string().nullable(),
});

export const certificateSchema = z.object({
  number: z.string(),
  name: z.string(),
  courseName: z.string(),
  institution: z.string().nullable(),
  issuedOn: z.string(),
  locale: z.enum(['zh-CN', 'en-US']),
  /** GET: the PDF (session: the holder or a manager of the course). */
  pdfUrl: z.string(),
  /** The public page the QR code opens. */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The caller's own place in a course. */
export const myMembershipSchema = z.object({
  memberId: z.number().int(),
  teamId: z.number().int().nullable(),
  progress: z.enum(MEMBER_PROGRESS),
  captain: z.boolean(),
  operator: z.boolean(),
  chapters: z.array(chapterStateSchema),
  actionPlan: z.string().nullable(),
  certificate: certificateSchema.nullable(),
});

/** A course history row: `actorKind` is the system or the actor's role when it acted; `actorName` null once the account is gone. */
export const courseStatusChangeSchema = z.object({
  from: z.enum(COURSE_STATUSES).nullable(),
  to: z.enum(COURSE_STATUSES),
  reason: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  actorKind: z.enum(ACTOR_KINDS),
});

export const courseDetailSchema = z.object({
  course: courseSchema,
  teams: z.array(teamSchema),
  me: myMembershipSchema.nullable(),
  abilities: courseAbilitiesSchema,
  history: z.array(courseStatusChangeSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const COURSE_SCOPES = ['managed', 'mine', 'open'] as const;

export const courseFilterSchema = pageRequestSchema.extend({
  /** managed: what the caller runs or oversees; mine: what they are enrolled in; open: open sessions to sign up for. */
  scope: z.enum(COURSE_SCOPES).default('managed'),
  keyword: z.string().trim().max(TEXT_MAX.keyword).optional(),
  status: z.array(z.enum(COURSE_STATUSES)).optional(),
  gameId: z.enum(GAME_IDS).optional(),
  kind: z.enum(COURSE_KINDS).optional(),
  lecturerId: idSchema.optional(),
  /** Courses overlapping [from, to) — the calendar's month. */
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  sort: z.enum(['startAt', 'createdAt', 'popular']).default('startAt'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** The whole wizard in one request: details, teams with their students, and a password for new accounts. */
export const courseCreateSchema = courseDetailsObject
  .extend({
    teams: z.array(teamInputSchema).max(COURSE_LIMITS.teams.max),
    /** Students whose mobile has no account yet get one with this password (required only then). */
    initialPassword: newPasswordSchema.nullish(),
    /** Pay the seats (participants) with course credits: the company's for an enterprise user, else the creator's own. */
    payWithCredits: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    checkCourseShape(d, ctx);
    checkCourseTimes(d, ctx);
    checkTeams(d, ctx);
  });
export type CourseCreateInput = z.input<typeof courseCreateSchema>;

export const courseUpdateSchema = courseDetailsObject
  .omit({ gameId: true, kind: true })
  .extend({ id: idSchema, kind: z.enum(COURSE_KINDS) })
  .superRefine((d, ctx) => {
    // No gameId here (a course keeps its game): the server checks tsVersion against the course's.
    checkCourseShape(d, ctx);
    checkCourseTimes(d, ctx);
  });

/** The guided flow (/create-generalcourse-AI): what the organiser knows, and what we propose. */
export const coursePlanRequestSchema = z.object({
  gameId: z.enum(GAME_IDS).default('MS'),
  participants: z.coerce.number().int().min(COURSE_LIMITS.plannedParticipants.min).max(COURSE_LIMITS.plannedParticipants.max),
  objectives: z.multiline().trim().min(1).max(TEXT_MAX.objectives),
  startAt: dateTimeSchema,
  /** Hours of class time the organiser can give (half day 4, one day 7, two days 14). */
  hours: z.coerce.number().int().min(COURSE_LIMITS.plannedHours.min).max(COURSE_LIMITS.plannedHours.max),
});
export const coursePlanSchema = z.object({
  teamCount: z.number().int(),
  teamCapacity: z.number().int(),
  rounds: z.number().int(),
  practiceRound: z.boolean(),
  minutesPerRound: z.number().int(),
  endAt: z.string(),
  registrationDeadline: z.string(),
  autoRoundAt: z.string().nullable(),
  schedule: z.array(z.object({ at: z.string(), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
  /** Why: the rules that produced the plan, as i18n keys with their parameters. */
  reasons: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
  /** Who proposed it: our documented rules, or the rules refined by the configured LLM. */
  source: z.enum(['rules', 'llm']),
});

const courseIdRequest = z.object({ id: idSchema });
const memberRow = courseStudentRowSchema.omit({ team: true });

export const courseEndpoints = {
  select: defineEndpoint({ method: 'POST', path: '/course/select.json', access: 'session', request: courseFilterSchema, response: pageSchema(courseSummarySchema), summary: 'List courses in a scope (managed / mine / open): search, status, game, dates, pages', tag: 'course' }),
  get: defineEndpoint({ method: 'POST', path: '/course/get.json', access: 'session', request: courseIdRequest, response: courseDetailSchema, summary: 'A course with its teams, the caller’s membership and chapters, abilities and history', tag: 'course' }),
  create: defineEndpoint({ method: 'POST', path: '/course/create.json', access: 'course:create', request: courseCreateSchema, response: courseDetailSchema, summary: 'Create a course from the wizard: details, teams, students (new mobiles get accounts)', tag: 'course' }),
  plan: defineEndpoint({ method: 'POST', path: '/course/plan.json', access: 'course:create', request: coursePlanRequestSchema, response: coursePlanSchema, summary: 'The guided flow: propose team count, rounds and schedule from participants, objectives and dates', tag: 'course' }),
  update: defineEndpoint({ method: 'POST', path: '/course/update.json', access: 'course:create', request: courseUpdateSchema, response: courseDetailSchema, summary: 'Edit a course’s details (not under 12 hours before class or after sign-up ended)', tag: 'course' }),
  unlock: defineEndpoint({ method: 'POST', path: '/course/unlock.json', access: 'course:create', request: z.object({ id: idSchema, chapter: z.union(UNLOCKABLE_CHAPTERS.map((c) => z.literal(c))) }), response: courseDetailSchema, summary: 'Release chapter 2 or 3 of a running course (its managers: lecturer, company, chief admin)', tag: 'course' }),
  adminClose: defineEndpoint({ method: 'POST', path: '/course/adminClose.json', access: 'course:manage', request: courseIdRequest, response: courseDetailSchema, summary: 'Close a course (chief admin)', tag: 'course' }),
  adminRestart: defineEndpoint({
    method: 'POST',
    path: '/course/adminRestart.json',
    access: 'course:manage',
    request: z.object({ id: idSchema, startAt: dateTimeSchema.optional(), endAt: dateTimeSchema.optional(), registrationDeadline: dateTimeSchema.optional() }),
    response: courseDetailSchema,
    summary: 'Reopen a closed or failed course; new dates are needed when the old start has passed',
    tag: 'course',
  }),
  addMembers: defineEndpoint({
    method: 'POST',
    path: '/course/addCourseMembers',
    access: 'course:create',
    request: z.object({ courseId: idSchema, teamId: idSchema.nullish(), members: z.array(memberRow).min(1).max(MEMBERS_ADDED_AT_ONCE_MAX), initialPassword: newPasswordSchema.nullish() }),
    response: courseDetailSchema,
    summary: `Add up to ${MEMBERS_ADDED_AT_ONCE_MAX} students to a course (and a team)`,
    tag: 'course',
  }),
  editMembers: defineEndpoint({
    method: 'POST',
    path: '/admin/editMembers',
    access: 'course:create',
    request: z.object({ courseId: idSchema, remove: z.array(idSchema).default([]), move: z.array(z.object({ memberId: idSchema, teamId: idSchema })).default([]) }),
    response: courseDetailSchema,
    summary: 'Move members between teams, or remove them from the course (irreversible)',
    tag: 'course',
  }),
  teamSave: defineEndpoint({
    method: 'POST',
    path: '/course/courseTeamMember/updateTeamMember.json',
    access: 'session',
    request: z.object({ courseId: idSchema, teamId: idSchema.nullish(), name: z.string().trim().min(1).max(TEXT_MAX.teamName), colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation:color' }), capacity: z.coerce.number().int().min(COURSE_LIMITS.teamCapacity.min).max(COURSE_LIMITS.teamCapacity.max), captainId: idSchema.nullish() }),
    response: courseDetailSchema,
    summary: 'Add a team or edit one (name, boot colour, capacity, captain): course managers; a captain edits name and colour',
    tag: 'course',
  }),
  pickTeam: defineEndpoint({ method: 'POST', path: '/course/courseTeamMember/update.json', access: 'session', request: z.object({ courseId: idSchema, teamId: idSchema }), response: courseDetailSchema, summary: 'A student picks (or changes) their team before the course starts; full teams refuse', tag: 'course' }),
  teamList: defineEndpoint({
    method: 'POST',
    path: '/course/team/select.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ keyword: z.string().trim().max(TEXT_MAX.keyword).optional(), courseId: idSchema.optional() }),
    response: pageSchema(teamSchema.omit({ members: true }).extend({ courseName: z.string(), memberCount: z.number().int(), captainName: z.string().nullable() })),
    summary: 'Teams across the courses the caller manages (/admin-course-team-list)',
    tag: 'course',
  }),

  // ---- chapters, progress, certificates (course detail)
  completeChapter: defineEndpoint({ method: 'POST', path: '/course/chapter/complete.json', access: 'course:join', request: z.object({ courseId: idSchema, chapter: z.literal(1) }), response: courseDetailSchema, summary: 'A student marks chapter 1 (case and objectives) as done', tag: 'course' }),
  giveUp: defineEndpoint({ method: 'POST', path: '/course/chapter/giveUp.json', access: 'course:join', request: z.object({ courseId: idSchema }), response: courseDetailSchema, summary: 'Give up the simulation: chapter 2 scores 0 and progress becomes gave up', tag: 'course' }),
  grade: defineEndpoint({
    method: 'POST',
    path: '/course/chapter/grade.json',
    access: 'course:create',
    request: z.object({ courseId: idSchema, scores: z.array(z.object({ memberId: idSchema, score: z.coerce.number().int().min(SCORE_RANGE.min).max(SCORE_RANGE.max) })).min(1).max(200) }),
    response: courseDetailSchema,
    summary: 'Record chapter-2 scores (the game records them itself when it runs online)',
    tag: 'course',
  }),
  chooseOperator: defineEndpoint({ method: 'POST', path: '/course/chapter/chooseOperator.json', access: 'session', request: z.object({ courseId: idSchema, teamId: idSchema, userId: idSchema }), response: courseDetailSchema, summary: 'After chapter 2, the captain (or a manager) names the team’s operator for chapter 3', tag: 'course' }),
  submitActionPlan: defineEndpoint({ method: 'POST', path: '/course/chapter/actionPlan.json', access: 'course:join', request: z.object({ courseId: idSchema, plan: z.multiline().trim().min(TEXT_MIN.actionPlan).max(TEXT_MAX.actionPlan) }), response: courseDetailSchema, summary: 'The operator submits the team’s action plan: chapter 3 is done for the team', tag: 'course' }),
  leave: defineEndpoint({ method: 'POST', path: '/course/leave.json', access: 'course:join', request: z.object({ courseId: idSchema }), response: okSchema, summary: 'Leave a course: before it starts the seat is freed; once running, the student gives up', tag: 'course' }),
  signUp: defineEndpoint({ method: 'POST', path: '/course/signUp.json', access: 'course:join', request: z.object({ courseId: idSchema }), response: courseDetailSchema, summary: 'Sign up for an open session (free ones; paid ones go through an order)', tag: 'course' }),
  certificateGenerate: defineEndpoint({
    method: 'POST',
    path: '/course/certificate/generate.json',
    access: 'course:join',
    request: z.object({ courseId: idSchema, name: z.string().trim().min(1).max(TEXT_MAX.certificateName), locale: z.enum(['zh-CN', 'en-US']).default('zh-CN') }),
    response: certificateSchema,
    summary: 'Issue (or re-issue with a corrected name) the caller’s certificate of a course they completed',
    tag: 'certificate',
  }),
  certificateVerify: defineEndpoint({
    method: 'POST',
    path: '/certificate/verify.json',
    access: 'public',
    request: z.object({ number: z.string().trim().min(1).max(TEXT_MAX.certificateNumber) }),
    response: z.object({ genuine: z.boolean(), name: z.string().nullable(), courseName: z.string().nullable(), institution: z.string().nullable(), issuedOn: z.string().nullable() }),
    summary: 'Is this certificate number genuine? (the QR code’s page)',
    tag: 'certificate',
  }),

  // ---- resources (reports and material per course)
  resources: defineEndpoint({
    method: 'POST',
    path: '/other/resources/select.json',
    access: 'session',
    request: z.object({ resourcesTypeList: z.array(z.union([z.literal(RESOURCE_TYPE.MS), z.literal(RESOURCE_TYPE.CM)])).min(1), otherId: idSchema }),
    response: z.object({ list: z.array(z.object({ id: z.number().int(), resourcesType: z.number().int(), otherId: z.number().int(), name: z.string(), resourcesUrl: z.string(), createdAt: z.string() })) }),
    summary: 'Resources (reports, material) of a course by type: 10002 MS, 10003 CM',
    tag: 'course',
  }),
  resourceSave: defineEndpoint({
    method: 'POST',
    path: '/other/resources/save.json',
    access: 'course:create',
    request: z.object({ resourcesType: z.union([z.literal(RESOURCE_TYPE.MS), z.literal(RESOURCE_TYPE.CM)]), otherId: idSchema, name: z.string().trim().min(1).max(TEXT_MAX.resourceName), resourcesUrl: z.string().trim().regex(/^\/files\/[\w-]+$|^https?:\/\//, { message: 'validation:url' }) }),
    response: okSchema,
    summary: 'Attach a resource (an uploaded file or a link) to a course',
    tag: 'course',
  }),

  // ---- dashboards (home, student, admin)
  onGoing: defineEndpoint({ method: 'POST', path: '/student/onGoingCourse', access: 'session', request: pageRequestSchema, response: pageSchema(courseSummarySchema), summary: 'The caller’s courses in progress', tag: 'dashboard' }),
  comingSoon: defineEndpoint({ method: 'POST', path: '/student/comingSoonCourse', access: 'session', request: pageRequestSchema, response: pageSchema(courseSummarySchema), summary: 'The caller’s courses not started yet', tag: 'dashboard' }),
  completed: defineEndpoint({ method: 'POST', path: '/student/completedCourse', access: 'session', request: pageRequestSchema, response: pageSchema(courseSummarySchema), summary: 'The caller’s finished courses', tag: 'dashboard' }),
  topCountdown: defineEndpoint({ method: 'POST', path: '/student/topCountdown', access: 'session', request: z.object({}), response: z.object({ course: courseSummarySchema.nullable(), secondsToStart: z.number().int().nullable() }), summary: 'The caller’s next course and the seconds until it starts', tag: 'dashboard' }),
  courseMessage: defineEndpoint({
    method: 'POST',
    path: '/student/coursemessage',
    access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ courseId: z.number().int(), courseName: z.string(), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), at: z.string() })) }),
    summary: 'What changed in the caller’s courses lately (status changes, chapters released), newest first',
    tag: 'dashboard',
  }),
  runningGames: defineEndpoint({
    method: 'POST',
    path: '/student/runningGames',
    access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ courseId: z.number().int(), courseName: z.string(), gameId: z.enum(GAME_IDS), status: z.enum(['running', 'paused']), startedAt: z.string() })) }),
    summary: 'The games running (or paused) in courses the caller is in or runs, the latest started first: the home page’s strategy games',
    tag: 'dashboard',
  }),
  completeUserInfo: defineEndpoint({ method: 'POST', path: '/student/completeUserInfo', access: 'session', request: z.object({}), response: z.object({ percent: z.number().int(), missing: z.array(z.string()) }), summary: 'How complete the caller’s profile is, and which fields are missing', tag: 'dashboard' }),
  courseAllNum: defineEndpoint({ method: 'POST', path: '/admin/courseAllNum', access: 'admin:console', request: z.object({}), response: z.object({ total: z.number().int(), byStatus: z.record(z.enum(COURSE_STATUSES), z.number().int()) }), summary: 'Courses in the caller’s scope, by status', tag: 'dashboard' }),
  courseNum: defineEndpoint({
    method: 'POST',
    path: '/admin/courseNum',
    access: 'admin:console',
    request: z.object({ days: z.coerce.number().int().refine((d) => [7, 30, 90].includes(d)).default(30) }),
    response: z.object({ series: z.array(z.object({ date: z.string(), count: z.number().int() })) }),
    summary: 'Courses starting per day over the period',
    tag: 'dashboard',
  }),
  allCompleted: defineEndpoint({ method: 'POST', path: '/admin/allCompleted', access: 'admin:console', request: z.object({}), response: z.object({ courses: z.number().int(), learners: z.number().int(), certificates: z.number().int(), completionRate: z.number() }), summary: 'Completed courses, learners who completed, certificates issued, completion rate', tag: 'dashboard' }),
};

/** Multipart and file routes of courses (outside the JSON endpoint map). */
export const COURSE_FILE_PATHS = {
  /** POST multipart `file` (.xls/.xlsx) -> envelope body = { rows: CourseStudentRow+row[], errors } (nothing is written). */
  studentSheet: '/course/courseTeamMember/upload.json',
  /** GET ?lang=zh|en -> the wizard's student-table template. */
  studentTemplate: '/course/courseTeamMember/template.xlsx',
  /** GET /course/certificate/<number>.pdf -> the certificate PDF. */
  certificatePdf: '/course/certificate/',
} as const;

export const studentSheetResultSchema = z.object({
  rows: z.array(
    courseStudentRowSchema.extend({
      row: z.number().int(),
      /**
       * The name of the account this mobile already belongs to (only accounts the caller may enrol
       * are told); null: a new student account will be made. When it differs from the row's name the
       * wizard asks which to use: the server never renames an account.
       */
      accountName: z.string().nullable(),
    }),
  ),
  errors: z.array(importRowErrorSchema),
});
