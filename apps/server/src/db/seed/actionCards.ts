import { and, eq, inArray } from 'drizzle-orm';
import { actions } from '@sandtable/sim/assessments';
import { dateIn } from '@sandtable/shared/format/time';
import type { ActionCardEvent, ActionCardStatus } from '@sandtable/shared/machines/actionCard';
import type { Db } from '../client';
import { actionCards, courses, teams, users } from '../schema';
import { created, transition } from '../../lib/transition';
import { actionCardLifecycle } from '../../modules/assessments';
import { DEMO_GAME_COURSE } from './courses';

const DAY = 86_400_000;

/** The demo cards of the finished demo course's first team (two members; its tests show no Analyst): suggested actions at each stage (one overdue), with their history. */
const CARDS: { source: string; owner: string; dueIn: number; moves: [ActionCardEvent, ActionCardStatus][] }[] = [
  { source: 'teamwork:trust', owner: 'student1', dueIn: 7, moves: [['start', 'in_progress']] },
  // Past its date and not started: the board shows what overdue looks like.
  { source: 'team_role:analyst', owner: 'student5', dueIn: -2, moves: [] },
  { source: 'conflict:collaborating', owner: 'student1', dueIn: 3, moves: [['start', 'in_progress'], ['complete', 'done']] },
];

/**
 * A few action cards on the finished demo course's first team, the follow-up of its debrief (docs/assessments/action-cards.md §7),
 * so the board is meaningful on the first start. Does nothing when that team is missing or has cards.
 */
export async function seedDemoActionCards(db: Db, timeZone: string): Promise<number> {
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(courses, eq(courses.id, teams.courseId))
    .where(and(eq(courses.name, DEMO_GAME_COURSE), eq(teams.position, 0)));
  if (!team) return 0;
  const people = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, ['lecturer', ...CARDS.map((c) => c.owner)]));
  const idOf = (account: string) => people.find((p) => p.account === account)?.id ?? null;
  const lecturer = idOf('lecturer');
  return db.transaction(async (tx) => {
    if ((await tx.select({ id: actionCards.id }).from(actionCards).where(eq(actionCards.teamId, team.id)).limit(1)).length) return 0;
    for (const c of CARDS) {
      const text = actions.suggestionText(c.source)!;
      const [card] = await tx
        .insert(actionCards)
        .values({ teamId: team.id, title: text.title.zh, description: text.description.zh, ownerId: idOf(c.owner), dueOn: dateIn(new Date(Date.now() + c.dueIn * DAY), timeZone), source: c.source, createdBy: lecturer })
        .returning({ id: actionCards.id });
      await created(tx, actionCardLifecycle, card.id, lecturer);
      for (const [event, to] of c.moves) await transition(tx, actionCardLifecycle, card.id, { event, to, actorId: idOf(c.owner) });
    }
    return CARDS.length;
  });
}
