import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { errorCode, GAME_NOT_STARTED, NOT_FOUND } from '../hooks';
import { GameNotFound } from './GameNotFound';

/** The part of a query the gate reads (React Query's result). */
interface Query<T> {
  data?: T;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * What a live game's page (/online, /cmOnline, /tsOnline) shows around its game: not found for a
 * missing ?courseId= or a course the caller may not see (the server's 100004; a retry for any
 * other failure), a skeleton while the course or the game loads, `notStarted` before the game
 * exists (its managers start it, its students wait for the push), and the game otherwise.
 */
export function GameGate<V>({ courseId, course, state, notStarted, children }: {
  courseId: number;
  course: Query<CourseDetail>;
  state: Query<V>;
  notStarted: (detail: CourseDetail) => ReactNode;
  children: (view: V, detail: CourseDetail) => ReactNode;
}) {
  const beforeTheGame = state.isError && errorCode(state.error) === GAME_NOT_STARTED;
  if (!courseId || course.isError || (state.isError && !beforeTheGame)) {
    const error = course.error ?? state.error;
    const known = [NOT_FOUND, null].includes(errorCode(error));
    return <GameNotFound error={error} retry={known ? undefined : () => void Promise.all([state.refetch(), course.refetch()])} />;
  }
  if (course.isPending || (state.isPending && !state.isError)) return <GameLoading />;
  if (beforeTheGame || !state.data) return notStarted(course.data!);
  return children(state.data, course.data!);
}

function GameLoading() {
  return (
    <div className="stack" data-testid="game-loading">
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </div>
  );
}
