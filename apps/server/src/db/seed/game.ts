import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { chapterProgress, courseMembers, courses, games, gameRounds, gameTeams, teams } from '../schema';
import { playableGame, seedOf } from '../../modules/game';
import { DEMO_GAME_COURSE } from './courses';

const DEMO_SEED = 20261121;

/**
 * Plays the completed demo course's game with its engine (the game module's registry, as a live game
 * does): every round's decisions come from the engine's computer player (`fillMissing`, seeded per
 * team, so the teams differ), stored exactly as the live game stores them; the story has people
 * deciding, so no team is recorded as filled in. Idempotent: skipped when the course is missing,
 * its game has no engine, or it already has a game.
 */
export async function seedDemoGame(db: Db): Promise<boolean> {
  const [course] = await db.select().from(courses).where(eq(courses.name, DEMO_GAME_COURSE));
  const playable = course ? playableGame(course.gameId) : null;
  if (!course || !playable) return false;
  const { engine } = playable;
  const [existing] = await db.select({ id: games.id }).from(games).where(eq(games.courseId, course.id));
  if (existing) return false;
  const courseTeams = await db.select().from(teams).where(eq(teams.courseId, course.id)).orderBy(asc(teams.position));
  // Like a live game's: the demo's market is drawn from its seed.
  const params: unknown = engine.paramsWith({ seed: DEMO_SEED });
  const teamIds = courseTeams.map((t) => String(t.id));
  let state = engine.initialState(params, teamIds);
  const hour = 3_600_000;
  await db.transaction(async (tx) => {
    const [game] = await tx
      .insert(games)
      .values({ courseId: course.id, status: 'finished', params, seed: DEMO_SEED, practiceRounds: 0, officialRounds: course.rounds, roundMinutes: 45, startedBy: course.lecturerId, startedAt: new Date(course.startAt.getTime() + hour), finishedAt: new Date(course.endAt.getTime() - hour) })
      .returning();
    await tx.insert(gameTeams).values(courseTeams.map((t, position) => ({ gameId: game.id, teamId: t.id, position })));
    for (let number = 1; number <= course.rounds; number++) {
      const seed = seedOf(game, number);
      const { decisions } = engine.fillMissing(state, {}, params, seed, teamIds);
      const { state: after, results } = engine.settle(state, decisions, params, seed);
      const settledAt = new Date(course.startAt.getTime() + (1 + number) * hour);
      await tx.insert(gameRounds).values({ gameId: game.id, number, practice: false, status: 'settled', deadline: settledAt, seed, stateBefore: state, stateAfter: after, decisions, filled: [], results, settledAt });
      state = after;
      // The finished game's standings are the members' chapter-2 scores, as the live game records them.
      if (number === course.rounds) {
        for (const team of engine.teamScores(results)) {
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
