import { eq, inArray } from 'drizzle-orm';
import { TEAM_COLOURS, courseTypeOf, type GameId } from '@sandtable/shared/rules/course';
import type { CourseStatus } from '@sandtable/shared/machines/course';
import type { Db } from '../client';
import { certificates, chapterProgress, companies, courseMembers, courses, courseStatusHistory, invitations, teams, users } from '../schema';
import { DEMO_COMPANY } from './demo';

/** The completed demo course; seed/game.ts plays out its market game, seed/assessments.ts its members' tests, seed/actionCards.ts its first team's cards. */
export const DEMO_GAME_COURSE = '市场模拟 · 2026 秋季班';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoCourse {
  name: string;
  gameId: GameId;
  kind: 'in_house' | 'special' | 'open';
  status: CourseStatus;
  /** Start relative to now; the course lasts `hours`. */
  startIn: number;
  hours: number;
  /** Students (demo accounts student<n>) per team. */
  teams: number[][];
  chaptersUnlocked?: number;
  priceFen?: number;
  history: [CourseStatus | null, CourseStatus, string][];
}

const COURSES: DemoCourse[] = [
  {
    name: '市场模拟 · 新任经理训练营',
    gameId: 'MS',
    kind: 'special',
    status: 'in_progress',
    startIn: -2 * HOUR,
    hours: 8,
    teams: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]],
    chaptersUnlocked: 2,
    history: [[null, 'inviting', 'created'], ['inviting', 'upcoming', 'registration_closed'], ['upcoming', 'in_progress', 'started']],
  },
  {
    name: '变革模拟 · 数字化转型工作坊',
    gameId: 'CM',
    kind: 'in_house',
    status: 'inviting',
    startIn: 5 * DAY,
    hours: 7,
    teams: [[17, 18], [19, 20], [], []],
    history: [[null, 'inviting', 'created']],
  },
  {
    name: '团队协作 · 沙漠求生公开课',
    gameId: 'TS',
    kind: 'open',
    status: 'inviting',
    startIn: 10 * DAY,
    hours: 4,
    teams: [[], [], []],
    history: [[null, 'inviting', 'created']],
  },
  {
    name: DEMO_GAME_COURSE,
    gameId: 'MS',
    kind: 'special',
    status: 'completed',
    startIn: -12 * DAY,
    hours: 7,
    teams: [[1, 5], [2, 6], [3, 7], [4, 8]],
    chaptersUnlocked: 3,
    history: [[null, 'inviting', 'created'], ['inviting', 'upcoming', 'registration_closed'], ['upcoming', 'in_progress', 'started'], ['in_progress', 'completed', 'ended']],
  },
  {
    name: '市场模拟 · 周末班',
    gameId: 'MS',
    kind: 'special',
    status: 'failed_start',
    startIn: -3 * DAY,
    hours: 7,
    teams: [[9, 10], [11], [], []],
    history: [[null, 'inviting', 'created'], ['inviting', 'upcoming', 'registration_closed'], ['upcoming', 'failed_start', 'too_few_teams']],
  },
];

/**
 * Demo courses in every state, so the course screens mean something on the first start: one running
 * (chapter 2 released, some chapters done), one inviting with codes, an open session, a completed one
 * with a certificate, and a failed start. Skipped when any course exists. Returns the courses whose
 * clock (sign-up deadline, start, end) still has to run.
 */
export async function seedDemoCourses(db: Db): Promise<(typeof courses.$inferSelect)[]> {
  const [any] = await db.select({ id: courses.id }).from(courses).limit(1);
  if (any) return [];
  const people = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, ['lecturer', 'enterprise', ...Array.from({ length: 20 }, (_, i) => `student${i + 1}`)]));
  const idOf = (account: string) => people.find((p) => p.account === account)?.id;
  const lecturerId = idOf('lecturer');
  if (!lecturerId) return [];
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
  const now = Date.now();
  const created: (typeof courses.$inferSelect)[] = [];

  await db.transaction(async (tx) => {
    for (const demo of COURSES) {
      const startAt = new Date(now + demo.startIn);
      const members = demo.teams.flat();
      const [course] = await tx
        .insert(courses)
        .values({
          gameId: demo.gameId,
          tsVersion: demo.gameId === 'TS' ? 1 : null,
          courseType: courseTypeOf(demo.gameId),
          kind: demo.kind,
          name: demo.name,
          status: demo.status,
          lecturerId: demo.kind === 'open' ? null : lecturerId,
          companyId: demo.kind === 'in_house' ? (company?.id ?? null) : null,
          createdBy: (demo.kind === 'in_house' ? idOf('enterprise') : lecturerId) ?? lecturerId,
          startAt,
          endAt: new Date(startAt.getTime() + demo.hours * HOUR),
          registrationDeadline: new Date(startAt.getTime() - DAY),
          participants: Math.max(16, members.length),
          seatsTaken: members.length,
          teamCount: demo.teams.length,
          rounds: 4,
          caseStudy: '一家自行车制造商进入新的区域市场：四家公司在价格、产能与营销上竞争。',
          introduction: '学员分组经营相互竞争的公司，经过多轮决策体会定价、产能与营销的取舍。',
          priceFen: demo.priceFen ?? 0,
          advanceEntryHours: 1,
          objectivesZh: '理解价格、营销与产能之间的平衡；学会用数据做团队决策。',
          objectivesEn: 'Balance price, marketing and capacity; make team decisions from data.',
          chaptersUnlocked: demo.chaptersUnlocked ?? 1,
          certInstitutionZh: '沙盘商学院',
          certInstitutionEn: 'Sandtable Business School',
        })
        .returning();
      let minutes = 0;
      for (const [from, to, reason] of demo.history) {
        minutes += 1;
        await tx.insert(courseStatusHistory).values({ courseId: course.id, fromStatus: from, toStatus: to, reason, actorKind: 'system', at: new Date(Math.min(now, startAt.getTime()) - (demo.history.length - minutes) * HOUR) });
      }
      for (const [position, students] of demo.teams.entries()) {
        const ids = students.map((n) => idOf(`student${n}`)!).filter(Boolean);
        const [team] = await tx
          .insert(teams)
          .values({ courseId: course.id, name: `第${position + 1}组`, colour: TEAM_COLOURS[position], capacity: 4, memberCount: ids.length, position, captainId: ids[0] ?? null })
          .returning();
        for (const [i, userId] of ids.entries()) {
          const done = demo.status === 'completed';
          const [m] = await tx
            .insert(courseMembers)
            .values({ courseId: course.id, userId, teamId: team.id, joinedVia: 'wizard', progress: done ? 'completed' : 'incomplete' })
            .returning();
          // The running course: everyone read the case; the first team has its simulation scores.
          if (demo.status === 'in_progress') {
            await tx.insert(chapterProgress).values({ memberId: m.id, chapter: 1, status: 'completed', score: null });
            if (position === 0) await tx.insert(chapterProgress).values({ memberId: m.id, chapter: 2, status: 'completed', score: 70 + i * 5 });
          }
          if (done) {
            await tx.insert(chapterProgress).values([
              { memberId: m.id, chapter: 1, status: 'completed', score: null },
              { memberId: m.id, chapter: 2, status: 'completed', score: 60 + ((position * 7 + i * 11) % 40) },
              { memberId: m.id, chapter: 3, status: 'completed', score: null },
            ]);
          }
        }
        if (demo.status === 'completed' && ids[0]) {
          await tx.update(teams).set({ operatorId: ids[0], actionPlan: '下季度先稳住价格，再把营销预算集中到两个重点城市；每月复盘一次库存与产能利用率。', actionPlanAt: new Date(startAt.getTime() + 6 * HOUR) }).where(eq(teams.id, team.id));
        }
      }
      if (demo.status === 'inviting') {
        await tx.insert(invitations).values([
          { code: demo.gameId === 'CM' ? 'CMJ7K2PX' : 'TSJ7K2PX', courseId: course.id, uses: 30, expiresAt: new Date(now + 365 * DAY), createdBy: lecturerId },
        ]);
      }
      if (demo.status === 'completed') {
        const holder = idOf('student1');
        if (holder) await tx.insert(certificates).values({ number: `ST-${startAt.getFullYear()}-${String(course.id).padStart(4, '0')}-DEMO01`, courseId: course.id, userId: holder, name: '张伟', locale: 'zh-CN', issuedOn: new Date(startAt.getTime() + demo.hours * HOUR).toISOString().slice(0, 10) });
      }
      if (demo.status === 'inviting' || demo.status === 'in_progress') created.push(course);
    }
  });
  return created;
}
