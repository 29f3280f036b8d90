import { and, asc, eq, inArray } from 'drizzle-orm';
import { computerDecision, defaultMarketParams, initialState, mixSeed, roundSeed, settle, type RoundDecisions } from '@sandtable/sim/market';
import type { Db } from '../client';
import { chapterProgress, courseMembers, courses, games, gameRounds, gameTeams, teams } from '../schema';
import { DEMO_GAME_COURSE } from './courses';

const DEMO_SEED = 20261121;

/**
 * Plays the completed demo course's game with the engine: every round's decisions come from the
 * computer player (seeded per team, so the teams differ), stored exactly as the live game stores
 * them. Idempotent: skipped when the course is missing or already has a game.
 */
export async function seedDemoGame(db: Db): Promise<boolean> {
  const [course] = await db.select().from(courses).where(eq(courses.name, DEMO_GAME_COURSE));
  if (!course) return false;
  const [existing] = await db.select({ id: games.id }).from(games).where(eq(games.courseId, course.id));
  if (existing) return false;
  const courseTeams = await db.select().from(teams).where(eq(teams.courseId, course.id)).orderBy(asc(teams.position));
  const params = defaultMarketParams;
  let state = initialState(
    params,
    courseTeams.map((t) => String(t.id)),
  );
  const hour = 3_600_000;
  await db.transaction(async (tx) => {
    const [game] = await tx
      .insert(games)
      .values({ courseId: course.id, status: 'finished', params, seed: DEMO_SEED, practiceRounds: 0, officialRounds: course.rounds, roundMinutes: 45, startedBy: course.lecturerId, startedAt: new Date(course.startAt.getTime() + hour), finishedAt: new Date(course.endAt.getTime() - hour) })
      .returning();
    await tx.insert(gameTeams).values(courseTeams.map((t, position) => ({ gameId: game.id, teamId: t.id, position })));
    for (let number = 1; number <= course.rounds; number++) {
      const seed = roundSeed(DEMO_SEED, number);
      const decisions: RoundDecisions = Object.fromEntries(courseTeams.map((t, i) => [String(t.id), computerDecision(state, String(t.id), params, mixSeed(seed, i * 7919 + number))]));
      const { state: after, results } = settle(state, decisions, params, seed);
      const settledAt = new Date(course.startAt.getTime() + (1 + number) * hour);
      await tx.insert(gameRounds).values({ gameId: game.id, number, practice: false, status: 'settled', deadline: settledAt, seed, stateBefore: state, stateAfter: after, decisions, filled: [], results, settledAt });
      state = after;
      // The finished game's standings are the members' chapter-2 scores, as the live game records them.
      if (number === course.rounds) {
        for (const team of results.teams) {
          const members = tx.select({ id: courseMembers.id }).from(courseMembers).where(eq(courseMembers.teamId, Number(team.teamId)));
          await tx
            .update(chapterProgress)
            .set({ score: Math.round(team.overallScore) })
            .where(and(eq(chapterProgress.chapter, 2), inArray(chapterProgress.memberId, members)));
        }
      }
    }
  });
  return true;
}
