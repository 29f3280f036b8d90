import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema, pageRequestSchema, pageSchema } from './common';
import { courseSummarySchema } from './courses';
import { MEMBER_PROGRESS } from '../rules/course';
import { TEXT_MAX } from '../rules/limits';

/**
 * Course groups (/course/group/*): a programme of several courses in order, with its own
 * learners. Managers (the chief admin, the lecturer who created it, an enterprise user for their
 * company's groups) build them from courses they manage; learners follow their progress per course.
 */
export const COURSE_GROUP_LIMITS = { name: 60, description: 500, courses: 50, membersAtOnce: 200 } as const;

export const courseGroupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  companyId: z.number().int().nullable(),
  courseCount: z.number().int(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type CourseGroupSummary = z.infer<typeof courseGroupSummarySchema>;

/** A learner's place in one course of the group: not_enrolled when they are not a member of it. */
export const groupCourseProgressSchema = z.object({ courseId: z.number().int(), progress: z.enum([...MEMBER_PROGRESS, 'not_enrolled']) });

export const courseGroupSchema = courseGroupSummarySchema.extend({
  /** The courses in the programme's order. */
  courses: z.array(courseSummarySchema),
  /** Managers see every learner; a learner sees only themselves. */
  members: z.array(z.object({ userId: z.number().int(), name: z.string(), mobile: z.string().nullable(), progress: z.array(groupCourseProgressSchema), completedCourses: z.number().int() })),
  /** Whether the caller manages the group (edit buttons). */
  manage: z.boolean(),
});
export type CourseGroup = z.infer<typeof courseGroupSchema>;

const groupDetails = {
  name: z.string().trim().min(1).max(COURSE_GROUP_LIMITS.name),
  description: z.multiline().trim().max(COURSE_GROUP_LIMITS.description).nullish(),
  courseIds: z
    .array(idSchema)
    .min(1)
    .max(COURSE_GROUP_LIMITS.courses)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation:invalid_element' }),
};

export const courseGroupEndpoints = {
  create: defineEndpoint({ method: 'POST', path: '/course/group/createGroupCourse.json', access: 'course:create', request: z.object(groupDetails), response: courseGroupSchema, summary: 'Create a course group from courses the caller manages, in order', tag: 'courseGroup' }),
  edit: defineEndpoint({ method: 'POST', path: '/course/group/editCourseGroup.json', access: 'course:create', request: z.object({ id: idSchema, ...groupDetails }), response: courseGroupSchema, summary: 'Rename a course group, or change its courses and their order', tag: 'courseGroup' }),
  editMembers: defineEndpoint({
    method: 'POST',
    path: '/course/group/editCourseGroupMember.json',
    access: 'course:create',
    request: z.object({ groupId: idSchema, add: z.array(idSchema).max(COURSE_GROUP_LIMITS.membersAtOnce).default([]), remove: z.array(idSchema).max(COURSE_GROUP_LIMITS.membersAtOnce).default([]) }),
    response: courseGroupSchema,
    summary: 'Add learners to a course group or remove them',
    tag: 'courseGroup',
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/course/group/select.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ keyword: z.string().trim().max(TEXT_MAX.keyword).optional() }),
    response: pageSchema(courseGroupSummarySchema),
    summary: 'Course groups the caller manages: search, pages',
    tag: 'courseGroup',
  }),
  selectCourses: defineEndpoint({
    method: 'POST',
    path: '/course/group/selectCourseGroup.json',
    access: 'course:create',
    request: pageRequestSchema.extend({ keyword: z.string().trim().max(TEXT_MAX.keyword).optional() }),
    response: pageSchema(courseSummarySchema),
    summary: 'Courses the caller may put in a group (those they manage, not disabled)',
    tag: 'courseGroup',
  }),
  byName: defineEndpoint({
    method: 'GET',
    path: '/course/group/getGroupByName.json',
    access: 'course:create',
    request: z.object({ name: z.string().trim().min(1).max(COURSE_GROUP_LIMITS.name) }),
    response: z.object({ taken: z.boolean(), group: courseGroupSummarySchema.nullable() }),
    summary: 'Is a group name taken? (group names are unique); the group when the caller manages it',
    tag: 'courseGroup',
  }),
  get: defineEndpoint({ method: 'GET', path: '/course/group/get.json', access: 'session', request: z.object({ id: idSchema }), response: courseGroupSchema, summary: 'A course group with its courses in order and its learners’ progress per course', tag: 'courseGroup' }),
  mine: defineEndpoint({ method: 'GET', path: '/course/group/getCourseGroup.json', access: 'session', request: z.object({}), response: z.object({ list: z.array(courseGroupSchema) }), summary: 'The course groups the caller is a learner of, with their progress', tag: 'courseGroup' }),
};
