import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context';
import { gameRounds, games } from '../../db/schema';
import type { RoundRow } from './game.repo';
import { closeRound } from './game.service';

/**
 * Round deadlines as persisted jobs (pg-boss queue `game-round-clock`): they survive a restart.
 * Every job is idempotent and re-checks the state when it runs:
 * - `{ roundId }` at a round's deadline settles it only if it is still open, its game running and
 *   its deadline passed (a pause clears the deadline; a resume schedules a new job, and the old one
 *   then finds a later deadline and does nothing);
 * - `{ gameId, autoAt }` at the course's automatic round time settles the round left open then —
 *   only a round opened before that time, so a retried job does not close the next round too.
 */
export const ROUND_CLOCK_QUEUE = 'game-round-clock';

export type RoundClockJob = { roundId: number } | { gameId: number; autoAt: string };

export async function scheduleDeadline(deps: Pick<AppDeps, 'jobs'>, round: Pick<RoundRow, 'id' | 'deadline'>): Promise<void> {
  if (round.deadline) await deps.jobs.schedule<RoundClockJob>(ROUND_CLOCK_QUEUE, { roundId: round.id }, round.deadline);
}

export async function scheduleAutoRound(deps: Pick<AppDeps, 'jobs'>, gameId: number, at: Date): Promise<void> {
  await deps.jobs.schedule<RoundClockJob>(ROUND_CLOCK_QUEUE, { gameId, autoAt: at.toISOString() }, at);
}

/** The job handler; tests call it directly with the time it runs at. Returns whether a round was settled. */
export async function onRoundClock(deps: AppDeps, job: RoundClockJob, now = new Date()): Promise<boolean> {
  if ('roundId' in job) return closeRound(deps, job.roundId, 'clock', now);

  const autoAt = new Date(job.autoAt);
  if (now.getTime() < autoAt.getTime()) return false;
  const [game] = await deps.db.select().from(games).where(eq(games.id, job.gameId));
  if (!game || game.status === 'finished') return false;
  const [open] = await deps.db.select().from(gameRounds).where(and(eq(gameRounds.gameId, game.id), eq(gameRounds.status, 'open')));
  if (!open) return false;
  // When the open round was opened: when the round before it was settled, or at the start.
  const [previous] = await deps.db
    .select({ settledAt: gameRounds.settledAt })
    .from(gameRounds)
    .where(and(eq(gameRounds.gameId, game.id), lt(gameRounds.number, open.number)))
    .orderBy(desc(gameRounds.number))
    .limit(1);
  const openedAt = previous?.settledAt ?? game.startedAt;
  if (openedAt.getTime() >= autoAt.getTime()) return false;
  return closeRound(deps, open.id, 'advance', now);
}

/** Registers the clock's worker; call before the job queue starts. */
export function registerRoundClock(deps: AppDeps): void {
  deps.jobs.work<RoundClockJob>(ROUND_CLOCK_QUEUE, async (job) => {
    await onRoundClock(deps, job);
  });
}
