// Action cards (service type 5; docs/assessments/action-cards.md): actions a course's team commits
// to after its tests, with an owner, a due date and a status on actionCardMachine, suggested from
// the team's lowest scores. Beside the assessments contract; the texts of the suggestions live with
// the instruments in @sandtable/sim/assessments (`actions`).
import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema } from './common';
import { ACTION_CARD_EVENTS, ACTION_CARD_STATUSES } from '../machines/actionCard';
import { ACTOR_KINDS } from '../machines/machine';

export const ACTION_CARD_LIMITS = {
  title: 80,
  description: 1000,
  /** Cards per team (every status): a board stays a board, and needs no paging. */
  perTeam: 50,
} as const;

export const actionCardStatusSchema = z.enum(ACTION_CARD_STATUSES, { message: 'validation:invalid_value' });
export const actionCardEventSchema = z.enum(ACTION_CARD_EVENTS, { message: 'validation:invalid_value' });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 does not). "Not before today" is the server's: today is in the portal's time zone. */
export const calendarDateSchema = z
  .string({ message: 'validation:ac_due_required' })
  .regex(CALENDAR_DATE, 'validation:ac_due_required')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'validation:ac_due_required');

/** What a person writes on a card: the web's form and the server check the same rules. */
export const actionCardFieldsSchema = z.object({
  title: z.string({ message: 'validation:ac_title_required' }).trim().min(1, 'validation:ac_title_required').max(ACTION_CARD_LIMITS.title),
  description: z.string().trim().max(ACTION_CARD_LIMITS.description).default(''),
  /** A member of the card's team, or nobody yet. */
  ownerId: idSchema.nullable().default(null),
  dueOn: calendarDateSchema,
  /** The area it responds to, `<instrument>:<area>` (a suggestion's key), or none for an action of the team's own. */
  source: z.string().trim().max(40).nullable().default(null),
});
export type ActionCardFields = z.input<typeof actionCardFieldsSchema>;

const historyRowSchema = z.object({
  from: actionCardStatusSchema.nullable(),
  to: actionCardStatusSchema,
  /** The machine's event, or `created`. */
  event: z.string(),
  actorName: z.string().nullable(),
  actorKind: z.enum(ACTOR_KINDS),
  at: z.string(),
});

export const actionCardSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  title: z.string(),
  description: z.string(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  dueOn: z.string(),
  status: actionCardStatusSchema,
  source: z.string().nullable(),
  /** Due before today (the portal's time zone) and not done or dropped. */
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every status change with who and when, oldest first. */
  history: z.array(historyRowSchema),
  /** What the caller may do with this card: the web offers only these. */
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), events: z.array(actionCardEventSchema) }),
});
export type ActionCard = z.infer<typeof actionCardSchema>;

export const actionSuggestionSchema = z.object({
  key: z.string(),
  instrument: z.string(),
  area: z.string(),
  need: z.number(),
  percentile: z.number().nullable(),
  reason: z.enum(['focus', 'low', 'least_used', 'gap']),
  /** A card not dropped already responds to it. */
  taken: z.boolean(),
});
export type ActionSuggestion = z.infer<typeof actionSuggestionSchema>;

export const actionBoardSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  /** Today in the portal's time zone (YYYY-MM-DD): the earliest due date a card may get. */
  today: z.string(),
  /** The caller runs the course: creates, edits, assigns and deletes cards. */
  managed: z.boolean(),
  /** The team's members: who may own a card. */
  members: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  /** The team's cards (after the filter), open first, then by due date. */
  cards: z.array(actionCardSchema),
  /** Every card of the team, whatever the filter. */
  total: z.number().int(),
  limit: z.number().int(),
  /** From the team's lowest scores (managers only; empty for members). */
  suggestions: z.array(actionSuggestionSchema),
});
export type ActionBoard = z.infer<typeof actionBoardSchema>;

/** A team of the caller's with its cards counted (/test). */
export const myActionBoardSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  /** Cards still to do (open or in progress). */
  pending: z.number().int(),
  overdue: z.number().int(),
  /** Pending cards the caller owns. */
  mine: z.number().int(),
});
export type MyActionBoard = z.infer<typeof myActionBoardSchema>;

export const actionCardEndpoints = {
  board: defineEndpoint({
    method: 'GET',
    path: '/assessment/actionCard/board.json',
    access: 'session',
    request: z.object({ teamId: idSchema, status: actionCardStatusSchema.optional(), ownerId: idSchema.optional() }),
    response: actionBoardSchema,
    summary: 'A team’s action cards (by status and owner) with their history, and for the course’s managers the suggestions from the team’s lowest scores (the team’s members and the course’s managers)',
    tag: 'assessment',
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/assessment/actionCard/mine.json',
    access: 'session',
    request: z.object({}),
    response: z.array(myActionBoardSchema),
    summary: 'The caller’s teams that have action cards or tests, with their cards counted',
    tag: 'assessment',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/assessment/actionCard/create.json',
    access: 'session',
    request: actionCardFieldsSchema.extend({ teamId: idSchema }),
    response: actionCardSchema,
    summary: 'A new action card for a team (the course’s managers): owner a member of the team, due today or later',
    tag: 'assessment',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/assessment/actionCard/update.json',
    access: 'session',
    request: actionCardFieldsSchema.extend({ id: idSchema }),
    response: actionCardSchema,
    summary: 'Edit or assign an action card (the course’s managers)',
    tag: 'assessment',
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/assessment/actionCard/move.json',
    access: 'session',
    request: z.object({ id: idSchema, event: actionCardEventSchema, from: actionCardStatusSchema }),
    response: actionCardSchema,
    summary: 'Move an action card’s status from the one the caller saw (its owner: start, complete, reopen a done card; the course’s managers: any)',
    tag: 'assessment',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/assessment/actionCard/delete.json',
    access: 'session',
    request: z.object({ id: idSchema }),
    response: z.object({ deleted: z.number().int() }),
    summary: 'Delete an action card and its history (the course’s managers)',
    tag: 'assessment',
  }),
};
