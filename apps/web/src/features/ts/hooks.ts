import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import { TS_EVENTS, type TsView } from '@sandtable/shared/contracts/game-ts';
import type { Endpoint, RequestOf } from '@sandtable/shared/contracts/endpoint';
import { call } from '../../api/client';
import { keyOf } from '../../api/endpointHooks';
import { applyTsPush, type TsPush } from './live';
import { useCourseSocket, type CourseSignal } from '../../lib/useCourseSocket';

export const tsApi = api.gameTs;

export const tsStateKey = (courseId: number) => keyOf(tsApi.state, { courseId });

/** `/game/ts/state.json`: the exercise as the caller sees it. */
export function useTsState(courseId: number) {
  return useQuery({ queryKey: tsStateKey(courseId), queryFn: ({ signal }) => call(tsApi.state, { courseId }, { signal }), enabled: courseId > 0 });
}

const TS_EVENT_NAMES = Object.values(TS_EVENTS);

/**
 * The exercise's socket (as the market's, features/game/hooks.ts): joins the course's room (and the
 * member's team room, the server's choice) on every (re)connect, and writes each push into the
 * view in the query cache (live.ts); a push it cannot apply, and every (re)connect, reload the view.
 * Scoreboard and debrief queries reload on a phase move.
 */
export function useTsLive(courseId: number, enabled: boolean): { connected: boolean } {
  const queryClient = useQueryClient();
  const onSignal = useCallback(
    (signal: CourseSignal<TsPush>) => {
      const key = tsStateKey(courseId);
      const reload = () => void queryClient.invalidateQueries({ queryKey: key });
      if (signal.name === 'connect') return reload();
      if (signal.name === TS_EVENTS.phase || signal.name === TS_EVENTS.reset) {
        for (const e of [tsApi.scoreboard, tsApi.debrief, tsApi.leadership]) void queryClient.invalidateQueries({ queryKey: [e.path] });
      }
      const view = queryClient.getQueryData<TsView>(key);
      const next = view ? applyTsPush(view, signal) : null;
      if (next === null) reload();
      else if (next !== view) queryClient.setQueryData(key, next);
    },
    [queryClient, courseId],
  );
  return useCourseSocket<TsPush>(courseId, TS_EVENT_NAMES, onSignal, enabled);
}

/** Moves the item at `from` to `to` in a ranking (a new array). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * A whole board from stored places: the places kept (known items, each once) and the items
 * missing appended in listing order, so the board always holds every item once.
 */
export function fullBoard(places: readonly (string | null)[] | null | undefined, listing: readonly string[]): string[] {
  const known = new Set(listing);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const id of places ?? []) {
    if (id !== null && known.has(id) && !seen.has(id)) {
      seen.add(id);
      kept.push(id);
    }
  }
  return [...kept, ...listing.filter((id) => !seen.has(id))];
}

/** A write that answers the new view (ranking, consensus, propose, phase, timer, reveal, reset): the cache takes the answer. */
export function useTsWrite(courseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async <E extends Endpoint>(endpoint: E, body: RequestOf<E>): Promise<TsView> => {
      const view = (await call(endpoint, body)) as unknown as TsView;
      queryClient.setQueryData(tsStateKey(courseId), view);
      return view;
    },
    [queryClient, courseId],
  );
}
