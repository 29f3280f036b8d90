import type { z } from 'zod';
import { GAME_EVENTS, type gameEndpoints } from '@sandtable/shared/contracts/game';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { emit } from '../../lib/outbox';
import { accessCourse, findTeam, managesCourse } from '../courses';
import { teamRoom } from '../../plugins/realtime';
import { chatTeamFor } from './game.policy';
import { insertChatMessage, listChatMessages } from './chat.repo';

type Req<K extends keyof typeof gameEndpoints> = z.output<(typeof gameEndpoints)[K]['request']>;

const PAGE = 50;

/** Team chat: the captain types for the team; members read. Pushed to team:<id> after commit (the outbox). */
export async function sendChat(deps: AppDeps, actor: Actor, input: Req<'chatSend'>) {
  const { member } = await accessCourse(deps, actor, input.courseId);
  if (!member?.teamId) fail(Errors.notInGameTeam);
  const team = await findTeam(deps.db, input.courseId, member!.teamId!);
  if (team?.captainId !== actor.userId) fail(Errors.notCaptain);
  const message = await deps.db.transaction(async (tx) => {
    const row = await insertChatMessage(tx, { courseId: input.courseId, teamId: member!.teamId!, userId: actor.userId, text: input.text });
    const sent = { id: row.id, teamId: row.teamId, userId: row.userId, name: actor.user.name, text: row.text, at: row.at.toISOString() };
    await emit(tx, teamRoom(row.teamId), GAME_EVENTS.chat, { courseId: input.courseId, ...sent });
    return sent;
  });
  await deps.outbox.flush();
  return message;
}

/** The newest 50 messages before `beforeId`, oldest first (members: their team; managers: any team). */
export async function listChat(deps: AppDeps, actor: Actor, input: Req<'chatList'>) {
  const access = await accessCourse(deps, actor, input.courseId);
  const teamId = chatTeamFor(actor, { course: access.course, member: access.member ?? null }, input.teamId);
  if (teamId === null) {
    if (managesCourse(actor, access.course)) failFields([{ path: ['teamId'], message: 'validation:required' }]);
    fail(input.teamId === undefined ? Errors.notInGameTeam : Errors.notFound);
  }
  const rows = await listChatMessages(deps.db, input.courseId, teamId!, input.beforeId, PAGE);
  return { list: rows.reverse().map((r) => ({ ...r, at: r.at.toISOString() })) };
}
