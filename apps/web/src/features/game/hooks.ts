import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { api } from '@sandtable/shared/contracts/index';
import { GAME_EVENTS } from '@sandtable/shared/contracts/game';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { ApiError, call } from '../../api/client';
import { keyOf } from '../../api/endpointHooks';
import { failureText } from '../../lib/forms';
import type { FormInstance } from 'antd';

const g = api.game;

/** The course id of `?courseId=`; 0 when missing or not a number. */
export function courseIdOf(params: URLSearchParams, name = 'courseId'): number {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export const stateKey = (courseId: number) => keyOf(g.state, { courseId });
export const chatKey = (courseId: number, teamId?: number) => keyOf(g.chatList, teamId ? { courseId, teamId } : { courseId });

/** `/game/ms/state.json`: the game as the caller sees it. A 100004 (no game, or not yours) is not retried. */
export function useGameState(courseId: number) {
  return useQuery({
    queryKey: stateKey(courseId),
    queryFn: ({ signal }) => call(g.state, { courseId }, { signal }),
    enabled: courseId > 0,
  });
}

/** The course around the game (name, teams, abilities): `/course/get.json`'s one hook. */
export { courseKey, useCourse } from '../../api/courses';

/** A failed call's business code (null for anything else). */
export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);

export const GAME_NOT_STARTED = Errors.gameNotStarted.code;
export const DRAFT_CONFLICT = Errors.draftConflict.code;
export const NOT_FOUND = Errors.notFound.code;

export type GameSignal = (typeof GAME_EVENTS)[keyof typeof GAME_EVENTS] | 'connect';

/**
 * The live course's socket (same origin, the session cookie authenticates): joins the course's
 * room on every (re)connect and reports each server push. Pushes are small notifications, so the
 * page treats them as "refetch" signals; after a reconnect it refetches too, since pushes may have
 * been missed while offline. Reconnection is socket.io's own (exponential back-off).
 */
export function useGameSocket(courseId: number, onSignal: (signal: GameSignal) => void, enabled = true): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  }, [onSignal]);

  useEffect(() => {
    if (!courseId || !enabled) return;
    const socket = io({ path: '/socket.io', withCredentials: true });
    socket.on('connect', () => {
      setConnected(true);
      socket.emit('join', { courseId });
      handler.current('connect');
    });
    socket.on('disconnect', () => setConnected(false));
    for (const event of Object.values(GAME_EVENTS)) socket.on(event, () => handler.current(event));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      setConnected(false);
    };
  }, [courseId, enabled]);
  return { connected };
}

/** Refetches what a push makes stale: the game state for everything, the chat for chat messages. */
export function useGameRefetch(courseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (signal: GameSignal) => {
      if (signal !== GAME_EVENTS.chat) void queryClient.invalidateQueries({ queryKey: stateKey(courseId) });
      if (signal === GAME_EVENTS.chat || signal === 'connect') void queryClient.invalidateQueries({ queryKey: [g.chatList.path] });
      if (signal === GAME_EVENTS.roundSettled) {
        for (const endpoint of [g.generateMs, g.getScore, g.myGrades]) void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
      }
    },
    [queryClient, courseId],
  );
}

const DECISION_FIELDS = ['price', 'plannedProduction', 'overtimePercent', 'marketing', 'research'];

/**
 * A refused decision: the server's per-field messages (100001, named by the field) go next to the
 * decision's inputs; anything else (another field, another code) comes back as text for an alert.
 */
export function decisionFailure(form: FormInstance, error: unknown): string | null {
  const text = failureText(error);
  if (text === null) return null;
  const fields = (error as ApiError).head.fields ?? [];
  const mine = fields.filter((f) => DECISION_FIELDS.includes(f.field));
  if (mine.length) form.setFields(mine.map((f) => ({ name: f.field, errors: [f.message] })));
  const others = fields.filter((f) => !DECISION_FIELDS.includes(f.field));
  if (fields.length === 0) return text;
  return others.length ? others.map((f) => f.message).join(' ') : null;
}
