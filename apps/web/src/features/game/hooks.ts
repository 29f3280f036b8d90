import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import { GAME_EVENTS, type GameView } from '@sandtable/shared/contracts/game';
import type { CmGameView } from '@sandtable/shared/contracts/game-cm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { ApiError, call } from '../../api/client';
import { keyOf } from '../../api/endpointHooks';
import { failureText } from '../../lib/forms';
import { applyGamePush, chatWith, type GamePush } from './live';
import { useCourseSocket, type CourseSignal } from '../../lib/useCourseSocket';
import type { FormInstance } from 'antd';

const g = api.game;

/**
 * Each game's play endpoints (the market's /game/start and /game/ms/*, CM's /game/cm/*): the same
 * requests and answers but for the game's own parts, so the panels every game shares — the start
 * form, the console, the live cache — take a game's set (the market's by default).
 */
export const PLAY_PATHS = { MS: api.game, CM: api.gameCm } as const;
export type PlayPaths = (typeof PLAY_PATHS)[keyof typeof PLAY_PATHS];
/** A game's view as any game's state path answers it. */
export type AnyGameView = GameView | CmGameView;

/** The course id of `?courseId=`; 0 when missing or not a number. */
export function courseIdOf(params: URLSearchParams, name = 'courseId'): number {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export const stateKey = (courseId: number, paths: PlayPaths = g) => keyOf(paths.state, { courseId });
export const chatKey = (courseId: number, teamId?: number) => keyOf(g.chatList, teamId ? { courseId, teamId } : { courseId });

/** `/game/ms/state.json`'s query: the hook's, and a fresh read after a refused draft (DecisionPanel). */
export const gameStateQuery = (courseId: number) => ({
  queryKey: stateKey(courseId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(g.state, { courseId }, { signal }),
});

/** `/game/ms/state.json`: the game as the caller sees it. A 100004 (no game, or not yours) is not retried. */
export function useGameState(courseId: number) {
  return useQuery({ ...gameStateQuery(courseId), enabled: courseId > 0 });
}

/** The course around the game (name, teams, abilities): `/course/get.json`'s one hook. */
export { courseKey, useCourse } from '../../api/courses';

/** A failed call's business code (null for anything else). */
export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);

export const GAME_NOT_STARTED = Errors.gameNotStarted.code;
export const DRAFT_CONFLICT = Errors.draftConflict.code;
export const NOT_FOUND = Errors.notFound.code;

/** A push as the socket delivers it, or `connect` (every connect and reconnect). */
export type GameSignal = CourseSignal<GamePush>;
const GAME_EVENT_NAMES = Object.values(GAME_EVENTS);

/** The live game's socket (lib/useCourseSocket.ts) with the games' events: the market's and CM's. */
export function useGameSocket(courseId: number, onSignal: (signal: GameSignal) => void, enabled = true): { connected: boolean } {
  return useCourseSocket<GamePush>(courseId, GAME_EVENT_NAMES, onSignal, enabled);
}

/**
 * Writes each push into the query cache (live.ts): the game view, the team chat. The view is
 * reloaded only when a push cannot be applied (a gap, the game's start or finish, a re-run) and
 * after every (re)connect, since pushes may have been missed while offline. The score pages'
 * queries are marked stale by a settle or re-run (they reload only if shown).
 */
export function useGameLive(courseId: number, paths: PlayPaths = g) {
  const queryClient = useQueryClient();
  return useCallback(
    (signal: GameSignal) => {
      const key = stateKey(courseId, paths);
      const reloadView = () => void queryClient.invalidateQueries({ queryKey: key });
      if (signal.name === 'connect') {
        reloadView();
        void queryClient.invalidateQueries({ queryKey: [g.chatList.path] });
        return;
      }
      if (signal.name === GAME_EVENTS.chat) {
        const push = signal.payload;
        for (const [key] of queryClient.getQueriesData({ queryKey: [g.chatList.path] })) {
          const request = key[1] as { courseId?: number; teamId?: number } | undefined;
          if (request?.courseId !== push.courseId) continue;
          queryClient.setQueryData<Parameters<typeof chatWith>[0]>(key, (page) => chatWith(page, request.teamId, push));
        }
        return;
      }
      if (signal.name === GAME_EVENTS.roundSettled || (signal.name === GAME_EVENTS.changed && signal.payload.reason === 'rerun')) {
        for (const endpoint of [g.generateMs, g.getScore, g.myGrades]) void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
      }
      const view = queryClient.getQueryData<AnyGameView>(key);
      const next = view ? applyGamePush(view, signal) : null;
      if (next === null) reloadView();
      else if (next !== view) queryClient.setQueryData(key, next);
    },
    [queryClient, courseId, paths],
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
