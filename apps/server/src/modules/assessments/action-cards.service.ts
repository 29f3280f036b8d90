// Action cards (service type 5; docs/assessments/action-cards.md): a team's board, the suggestions
// from its lowest scores, and the cards' changes. Every change is one transaction; every status
// change goes through the transition helper with its history row.
import type { z } from 'zod';
import { actions, type teamwork, type conflict, type orgHealth } from '@sandtable/sim/assessments';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { dateIn } from '@sandtable/shared/format/time';
import { actionCardMachine, isPendingCard } from '@sandtable/shared/machines/actionCard';
import { ACTION_CARD_LIMITS, type actionCardEndpoints, type ActionBoard, type ActionCard, type MyActionBoard } from '@sandtable/shared/contracts/actionCards';
import type { Instrument } from '@sandtable/shared/contracts/assessments';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import type { Db, Tx } from '../../db/client';
import { findCourse, findMember, managesCourse } from '../courses';
import type { FieldIssue } from './instruments';
import * as repo from './assessment.repo';
import * as cards from './action-cards.repo';
import { actionCardPolicy, cardAbilities, type CardAccess } from './action-cards.policy';
import { submitted, teamRoleMember } from './assessment.service';

type Req<K extends keyof typeof actionCardEndpoints> = z.output<(typeof actionCardEndpoints)[K]['request']>;

/** Today in the portal's time zone: the earliest due date, and what "overdue" is measured against. */
const todayOf = (deps: AppDeps) => dateIn(new Date(), deps.config.TIME_ZONE);

/** A team as the caller stands to it: its course's manager, a member of it, or neither (not found, whether or not it exists). */
async function teamAccess(deps: AppDeps, actor: Actor, teamId: number) {
  const team = (await repo.teamOf(deps.db, teamId)) ?? fail(Errors.notFound);
  const course = (await findCourse(deps.db, team.courseId)) ?? fail(Errors.notFound);
  const managed = managesCourse(actor, course);
  const member = (await findMember(deps.db, course.id, actor.userId))?.teamId === team.id;
  if (!managed && !member) fail(Errors.notFound);
  return { team, course, managed, member };
}
type TeamAccess = Awaited<ReturnType<typeof teamAccess>>;

const accessTo = (t: TeamAccess, actor: Actor, card: cards.CardRow): CardAccess => ({ managed: t.managed, member: t.member, owner: card.ownerId === actor.userId, status: card.status });

async function present(db: Db | Tx, actor: Actor, t: TeamAccess, rows: Awaited<ReturnType<typeof cards.cardsOf>>, today: string): Promise<ActionCard[]> {
  const history = await cards.historyOf(db, rows.map((r) => r.card.id));
  return rows.map(({ card, ownerName }) => ({
    id: card.id, teamId: card.teamId, title: card.title, description: card.description, ownerId: card.ownerId, ownerName, dueOn: card.dueOn, status: card.status, source: card.source,
    overdue: isPendingCard(card.status) && card.dueOn < today,
    createdAt: card.createdAt.toISOString(), updatedAt: card.updatedAt.toISOString(),
    history: history.filter((h) => h.cardId === card.id).map((h) => ({ from: h.from, to: h.to, event: h.event, actorName: h.actorName, actorKind: h.actorKind, at: h.at.toISOString() })),
    abilities: cardAbilities(actor, accessTo(t, actor, card)),
  }));
}

async function presentOne(deps: AppDeps, actor: Actor, t: TeamAccess, id: number): Promise<ActionCard> {
  const row = (await cards.findCard(deps.db, id)) ?? fail(Errors.notFound);
  return (await present(deps.db, actor, t, [row], todayOf(deps)))[0];
}

/**
 * The team's results the suggestions read: per instrument the course assigned, the submitted results
 * of the team's members (each source applies its own minimum: the anonymity rule for a mean).
 */
async function teamResults(db: Db, courseId: number, teamId: number): Promise<actions.TeamResults> {
  const of = async (instrument: Instrument) => {
    const a = await repo.findCourseAssessment(db, courseId, instrument);
    return a ? (await repo.membersWithResults(db, courseId, a.id, teamId)).filter(submitted) : [];
  };
  const [tw, cf, tr, oh] = await Promise.all([of('teamwork'), of('conflict'), of('team_role'), of('org_health')]);
  return {
    teamwork: tw.map((r) => r.scores as unknown as teamwork.TeamworkScores),
    conflict: cf.map((r) => r.scores as unknown as conflict.ConflictScores),
    team_role: tr.map(teamRoleMember),
    org_health: oh.map((r) => r.scores as unknown as orgHealth.OrgHealthScores),
  };
}

/** A team's board: its cards (by status and owner), its members, and for the course's managers the suggestions. */
export async function board(deps: AppDeps, actor: Actor, input: Req<'board'>): Promise<ActionBoard> {
  const t = await teamAccess(deps, actor, input.teamId);
  const today = todayOf(deps);
  const [rows, members, total] = await Promise.all([
    cards.cardsOf(deps.db, t.team.id, { status: input.status, ownerId: input.ownerId }),
    cards.teamMembers(deps.db, t.team.id),
    cards.countCards(deps.db, t.team.id),
  ]);
  let suggestions: ActionBoard['suggestions'] = [];
  if (t.managed) {
    const [results, taken] = await Promise.all([teamResults(deps.db, t.course.id, t.team.id), cards.takenSources(deps.db, t.team.id)]);
    suggestions = actions.suggestActions(results).map((s) => ({ ...s, taken: taken.has(s.key) }));
  }
  return {
    courseId: t.course.id, courseName: t.course.name, teamId: t.team.id, teamName: t.team.name, today, managed: t.managed,
    members, cards: await present(deps.db, actor, t, rows, today), total, limit: ACTION_CARD_LIMITS.perTeam, suggestions,
  };
}

/** The caller's teams with cards or tests, their cards counted (/test). */
export async function mine(deps: AppDeps, actor: Actor): Promise<MyActionBoard[]> {
  const rows = await cards.boardsOf(deps.db, actor.userId, todayOf(deps));
  return rows.filter((r) => r.cards > 0 || r.tests > 0).map(({ cards: _c, tests: _t, ...r }) => r);
}

/**
 * A card's fields against the team and today: the owner a current member of the team, the due date
 * today or later (unless it is the card's own, unchanged: an overdue card stays editable), the source
 * an area the suggestions know. Field errors name the field; nothing is written.
 */
async function checkFields(deps: AppDeps, teamId: number, input: Req<'create'> | Req<'update'>, before?: cards.CardRow): Promise<void> {
  const issues: FieldIssue[] = [];
  const today = todayOf(deps);
  if (input.dueOn < today && input.dueOn !== before?.dueOn) issues.push({ path: ['dueOn'], message: 'validation:ac_due_past', params: { today } });
  if (input.ownerId !== null && input.ownerId !== before?.ownerId) {
    const members = await cards.teamMembers(deps.db, teamId);
    if (!members.some((m) => m.userId === input.ownerId)) issues.push({ path: ['ownerId'], message: 'validation:ac_owner_outside' });
  }
  if (input.source !== null && !actions.isSuggestionKey(input.source)) issues.push({ path: ['source'], message: 'validation:ac_unknown_area' });
  if (issues.length) failFields(issues);
}

const fieldsOf = (input: Req<'create'> | Req<'update'>): cards.CardValues => ({ title: input.title, description: input.description, ownerId: input.ownerId, dueOn: input.dueOn, source: input.source });

/** A new card (open, with its `created` history row) for a team, by the course's managers; at most ACTION_CARD_LIMITS.perTeam per team. */
export async function create(deps: AppDeps, actor: Actor, input: Req<'create'>): Promise<ActionCard> {
  const t = await teamAccess(deps, actor, input.teamId);
  if (!t.managed) fail(Errors.notFound);
  await checkFields(deps, t.team.id, input);
  const id = await deps.db.transaction(async (tx) => {
    const made = (await cards.insertCard(tx, { ...fieldsOf(input), teamId: t.team.id, createdBy: actor.userId }, ACTION_CARD_LIMITS.perTeam))
      ?? failFields([{ path: ['teamId'], message: 'validation:ac_too_many', params: { limit: ACTION_CARD_LIMITS.perTeam } }]);
    await created(tx, cards.actionCardLifecycle, made.id, actor.userId);
    return made.id;
  });
  return presentOne(deps, actor, t, id);
}

/** A card with the caller's standing to its team, if they may see it (else not found). */
async function cardFor(deps: AppDeps, actor: Actor, id: number) {
  const row = (await cards.findCard(deps.db, id)) ?? fail(Errors.notFound);
  const t = await teamAccess(deps, actor, row.card.teamId);
  return { card: row.card, t };
}

/** Edit or (re)assign a card: the course's managers. */
export async function update(deps: AppDeps, actor: Actor, input: Req<'update'>): Promise<ActionCard> {
  const { card, t } = await cardFor(deps, actor, input.id);
  actionCardPolicy.assert(actor, 'edit', accessTo(t, actor, card));
  await checkFields(deps, t.team.id, input, card);
  const changed = await deps.db.transaction((tx) => cards.updateCard(tx, card.id, fieldsOf(input)));
  if (!changed) fail(Errors.notFound);
  return presentOne(deps, actor, t, card.id);
}

/**
 * Moves a card's status by an event, from the status the caller saw: one conditional UPDATE and a
 * history row (transition). A card that moved meanwhile is refused (107005) and left as it is.
 */
export async function move(deps: AppDeps, actor: Actor, input: Req<'move'>): Promise<ActionCard> {
  const { card, t } = await cardFor(deps, actor, input.id);
  // Decided on the status the caller saw: the owner may reopen what they saw done, not what they saw dropped.
  actionCardPolicy.assert(actor, input.event, { ...accessTo(t, actor, card), status: input.from });
  const to = actionCardMachine.events[input.event].to[0];
  const refusal = actionCardMachine.refusal(input.from, input.event, to);
  if (refusal) fail(refusal);
  await deps.db.transaction(async (tx) => {
    const moved = await transition(tx, cards.actionCardLifecycle, card.id, { event: input.event, to, from: input.from, actorId: actor.userId, set: { updatedAt: new Date() } });
    if (!moved.ok) fail(moved.refusal);
  });
  return presentOne(deps, actor, t, card.id);
}

/** Deletes a card and its history: the course's managers. */
export async function remove(deps: AppDeps, actor: Actor, input: Req<'remove'>): Promise<{ deleted: number }> {
  const { card, t } = await cardFor(deps, actor, input.id);
  actionCardPolicy.assert(actor, 'delete', accessTo(t, actor, card));
  return { deleted: await deps.db.transaction((tx) => cards.deleteCard(tx, card.id)) };
}
