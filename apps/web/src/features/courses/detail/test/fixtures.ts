import type { CourseAbilities, CourseDetail, Team } from '@sandtable/shared/contracts/courses';

/** Course details as /course/get.json answers them, for component and unit tests. */

export const NO_ABILITIES: CourseAbilities = { edit: false, manageTeams: false, invite: false, unlock: false, close: false, restart: false, grade: false, join: false, leave: false, pickTeam: false, startGame: false, payCredits: false };

export function team(id: number, patch: Partial<Team> = {}): Team {
  return { id, courseId: 7, name: `第${id}组`, colour: '#1677ff', capacity: 5, captainId: null, operatorId: null, members: [], full: false, ...patch };
}

export function member(userId: number, name: string, patch: Partial<Team['members'][number]> = {}): Team['members'][number] {
  return { memberId: userId * 10, userId, name, mobile: '138****0001', captain: false, operator: false, progress: 'incomplete', ...patch };
}

type Chapters = NonNullable<CourseDetail['me']>['chapters'];
export const chapters = (one: Chapters[number]['status'], two: Chapters[number]['status'] = 'locked', three: Chapters[number]['status'] = 'locked', score: number | null = null): Chapters => [
  { chapter: 1, status: one, score: null, completedAt: one === 'completed' ? '2030-05-01T02:00:00.000Z' : null },
  { chapter: 2, status: two, score, completedAt: null },
  { chapter: 3, status: three, score: null, completedAt: null },
];

export function courseDetail(patch: { course?: Partial<CourseDetail['course']>; me?: Partial<NonNullable<CourseDetail['me']>> | null; abilities?: Partial<CourseAbilities>; teams?: Team[] } = {}): CourseDetail {
  const me = patch.me === null ? null : { memberId: 10, teamId: 1, progress: 'incomplete' as const, captain: false, operator: false, chapters: chapters('open'), actionPlan: null, certificate: null, ...patch.me };
  return {
    course: {
      id: 7,
      gameId: 'MS',
      tsVersion: null,
      courseType: 'MS',
      kind: 'special',
      name: '市场营销沙盘',
      status: 'in_progress',
      lecturer: { id: 3, name: '李明' },
      companyId: null,
      companyName: null,
      startAt: '2030-05-01T01:00:00.000Z',
      endAt: '2030-05-01T09:00:00.000Z',
      registrationDeadline: '2030-04-30T01:00:00.000Z',
      participants: 20,
      seatsTaken: 12,
      creditsPaid: 0,
      teamCount: 4,
      rounds: 6,
      priceFen: 0,
      version: 'default',
      chaptersUnlocked: 1,
      lockedForEdit: true,
      enrolled: true,
      caseStudy: '一家饮料公司进入新市场。',
      introduction: '六轮市场模拟。',
      advanceEntryHours: 1,
      autoRoundAt: null,
      purpose: null,
      productType: null,
      objectivesZh: '学会定价。',
      objectivesEn: 'Learn pricing.',
      questionnaireUrls: [],
      certificate: { issuedOn: null, courseName: null, institutionZh: null, institutionEn: null },
      createdAt: '2030-04-01T01:00:00.000Z',
      ...patch.course,
    },
    teams: patch.teams ?? [team(1, { members: [member(100, '张伟', { captain: true })] }), team(2)],
    me,
    abilities: { ...NO_ABILITIES, ...patch.abilities },
    history: [],
  };
}
