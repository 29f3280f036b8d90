import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { courseCreateSchema } from '@sandtable/shared/contracts/courses';
import { fenToYuan } from '@sandtable/shared/format/money';
import { setLocale } from '../../../i18n';
import {
  detailsFromLink,
  addRows,
  applyPlan,
  createRequest,
  defaultDetails,
  detailsRequest,
  distributeEvenly,
  emptyTeams,
  moveStudent,
  parseDraft,
  proposeTeams,
  removeTeam,
  serializeDraft,
  sheetPreview,
  teamIssues,
  timeIssues,
  priceYuanToFen,
  type TeamsDraft,
} from './model';
import { priceRule, ruleText } from './rules';

const nameOf = (n: number) => `Team ${n}`;
const row = (i: number, team?: string) => ({ name: `S${i}`, mobile: `1350000${String(i).padStart(4, '0')}`, team });
const sizes = (d: TeamsDraft) => d.teams.map((t) => t.members.length);

describe('yuan and fen', () => {
  it('send two-decimal yuan as exact integer fen, and back', () => {
    expect(priceYuanToFen(199.9)).toBe(19990);
    expect(priceYuanToFen(0.1 + 0.2)).toBe(30);
    expect(priceYuanToFen(19.99)).toBe(1999);
    expect(priceYuanToFen(1234567.89)).toBe(123456789);
    expect(priceYuanToFen(null)).toBe(0);
    expect(priceYuanToFen('12.5')).toBe(1250);
    expect(fenToYuan(19990)).toBe(199.9);
  });

  it('checks the price as the fen the server receives, naming the limit in yuan', async () => {
    await setLocale('en-US');
    const check = (v: unknown) => (priceRule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, v);
    await expect(check(199.9)).resolves.toBeUndefined();
    await expect(check(-1)).rejects.toThrow('Price (CNY): must be at least 0');
    await expect(check(1_000_001)).rejects.toThrow('Price (CNY): must be at most 1000000');
  });
});

describe('the proposed teams', () => {
  it('are teamCount teams named Team n, in the shared colours, with the even capacity', () => {
    const d = proposeTeams(emptyTeams, 4, 22, nameOf);
    expect(d.teams.map((t) => t.name)).toEqual(['Team 1', 'Team 2', 'Team 3', 'Team 4']);
    expect(d.teams.map((t) => t.colour)).toEqual(['#f5222d', '#fa8c16', '#fadb14', '#52c41a']);
    expect(d.teams.every((t) => t.capacity === 6)).toBe(true);
  });

  it('keep existing teams and students; fewer teams send the removed teams’ students to the pool', () => {
    let d = proposeTeams(emptyTeams, 4, 8, nameOf);
    d = addRows(d, [row(1, 'Team 4'), row(2, 'Team 1')]).draft;
    const fewer = proposeTeams(d, 3, 8, nameOf);
    expect(fewer.teams).toHaveLength(3);
    expect(fewer.teams[0].members.map((m) => m.name)).toEqual(['S2']);
    expect(fewer.pool.map((m) => m.name)).toEqual(['S1']);
    // A capacity the user set stays; the others follow the participants.
    const edited = { ...fewer, teams: fewer.teams.map((t, i) => (i === 0 ? { ...t, capacity: 9, capacityEdited: true } : t)) };
    expect(proposeTeams(edited, 3, 30, nameOf).teams.map((t) => t.capacity)).toEqual([9, 10, 10]);
  });
});

describe('placing students', () => {
  it('puts rows naming a team into it (ignoring case and spaces), the rest into the pool, and skips mobiles already there', () => {
    const d = proposeTeams(emptyTeams, 4, 16, nameOf);
    const placed = addRows(d, [row(1, ' team 2 '), row(2), row(3, 'Team 9'), row(1, 'Team 1')]);
    expect(sizes(placed.draft)).toEqual([0, 1, 0, 0]);
    expect(placed.draft.pool.map((s) => s.name)).toEqual(['S2', 'S3']);
    expect(placed.inTeams).toBe(1);
    expect(placed.pooled).toBe(2);
    expect(placed.duplicates).toEqual(['13500000001']);
    expect(placed.unknownTeams).toEqual(['Team 9']);
  });

  it('distributes the pool evenly, smallest team first, never over capacity', () => {
    let d = proposeTeams(emptyTeams, 4, 12, nameOf); // capacity 3
    d = addRows(d, [row(1, 'Team 1'), row(2, 'Team 1'), row(3, 'Team 2'), ...Array.from({ length: 9 }, (_, i) => row(10 + i))]).draft;
    const even = distributeEvenly(d);
    expect(sizes(even)).toEqual([3, 3, 3, 3]);
    expect(even.pool).toEqual([]);
    // More students than seats: the rest stay in the pool.
    const full = distributeEvenly(addRows(even, [row(50), row(51)]).draft);
    expect(sizes(full)).toEqual([3, 3, 3, 3]);
    expect(full.pool.map((s) => s.name)).toEqual(['S50', 'S51']);
  });

  it('moves a student between teams and to the pool; a moved captain is no longer captain', () => {
    let d = proposeTeams(emptyTeams, 4, 16, nameOf);
    d = addRows(d, [row(1, 'Team 1'), row(2, 'Team 1')]).draft;
    const s1 = d.teams[0].members[0].key;
    d = { ...d, teams: d.teams.map((t, i) => (i === 0 ? { ...t, captainKey: s1 } : t)) };
    const moved = moveStudent(d, s1, d.teams[2].key);
    expect(sizes(moved)).toEqual([1, 0, 1, 0]);
    expect(moved.teams[0].captainKey).toBeNull();
    const pooled = moveStudent(moved, s1, null);
    expect(sizes(pooled)).toEqual([1, 0, 0, 0]);
    expect(pooled.pool.map((s) => s.name)).toEqual(['S1']);
    expect(removeTeam(pooled, pooled.teams[0].key).pool.map((s) => s.name)).toEqual(['S1', 'S2']);
  });
});

describe('the teams step’s checks (spec §5)', () => {
  const texts = async (d: TeamsDraft, participants = 16) => {
    await setLocale('en-US');
    return teamIssues(d, { gameId: 'MS', participants }).map(ruleText);
  };

  it('needs at least four teams and no student left outside; empty teams are fine (judged at the start)', async () => {
    let d = proposeTeams(emptyTeams, 3, 16, nameOf);
    d = addRows(d, [row(1, 'Team 1'), row(2)]).draft;
    expect(await texts(d)).toEqual(['At least 4 teams are needed', 'Students not in a team: 1. Put each into a team or remove them.']);
  });

  it('names a blank team name as the team’s, not the course’s', async () => {
    const d = proposeTeams(emptyTeams, 4, 16, nameOf);
    const blank = { ...d, teams: d.teams.map((t, i) => (i === 0 ? { ...t, name: ' ' } : t)) };
    expect(await texts(blank)).toEqual(['Team name: is required']);
  });

  it('any course may leave its teams empty: students join later by invitation code', async () => {
    expect(await texts(proposeTeams(emptyTeams, 4, 16, nameOf))).toEqual([]);
    const d = createRequest({ ...defaultDetails(), participants: 16, name: 'N', caseStudy: 'C', introduction: 'I', lecturerId: 7 }, 'special', proposeTeams(emptyTeams, 4, 16, nameOf), null);
    expect(courseCreateSchema.safeParse(d).error?.issues ?? []).toEqual([]);
  });

  it('refuses a team over its capacity, a name twice, and more students than participants', async () => {
    let d = proposeTeams(emptyTeams, 4, 4, nameOf); // capacity 1
    d = addRows(d, [row(1, 'Team 1'), row(2, 'Team 2'), row(3, 'Team 3'), row(4, 'Team 4')]).draft;
    d = { ...d, teams: d.teams.map((t, i) => (i === 1 ? { ...t, name: 'Team 1', members: [...t.members, ...d.teams[2].members] } : i === 2 ? { ...t, members: [...t.members] } : t)) };
    const found = await texts(d, 4);
    expect(found).toContain('Two teams cannot share a name');
    expect(found).toContain('This team has more students than its capacity');
    expect(found).toContain('This mobile is already in the table');
    expect(found).toContain('There are more students than participants');
  });
});

describe('the import preview', () => {
  const sheetRow = (n: number, extra: { name?: string; team?: string | null; accountName?: string | null } = {}) => ({ row: n + 1, ...row(n), team: null, accountName: null, ...extra });

  it('makes a team matching none of the wizard’s teams an error, never a place in a team', () => {
    const d = proposeTeams(emptyTeams, 4, 16, nameOf);
    const p = sheetPreview(d, [sheetRow(1, { team: 'Team 9' }), sheetRow(2, { team: ' team 2 ' }), sheetRow(3)], {});
    expect(p.unknownTeam.map((r) => r.row)).toEqual([2]);
    expect(p.toAdd.map((r) => r.row)).toEqual([3, 4]);
    // Adding only what the preview lets through: team 1 stays empty.
    expect(sizes(addRows(d, p.toAdd).draft)).toEqual([0, 1, 0, 0]);
  });

  it('holds a mobile whose account has another name until the user chooses; the account’s name or leaving it out', () => {
    const d = proposeTeams(emptyTeams, 4, 16, nameOf);
    const rows = [sheetRow(1, { accountName: '王五' }), sheetRow(2, { accountName: 'S2' }), sheetRow(3, { accountName: '赵六' })];
    const undecided = sheetPreview(d, rows, {});
    expect(undecided.nameDiffers.map((r) => r.row)).toEqual([2, 4]);
    expect(undecided.undecided).toBe(2);
    expect(undecided.toAdd.map((r) => r.name)).toEqual(['S2']);
    const decided = sheetPreview(d, rows, { 2: 'account', 4: 'leaveOut' });
    expect(decided.undecided).toBe(0);
    expect(decided.leftOut).toBe(1);
    expect(decided.toAdd.map((r) => [r.row, r.name])).toEqual([
      [2, '王五'],
      [3, 'S2'],
    ]);
  });

  it('skips mobiles already in the table', () => {
    const d = addRows(proposeTeams(emptyTeams, 4, 16, nameOf), [row(1)]).draft;
    const p = sheetPreview(d, [sheetRow(1, { accountName: 'Other' }), sheetRow(2)], {});
    expect(p.inTable.map((r) => r.row)).toEqual([2]);
    expect(p.nameDiffers).toEqual([]);
    expect(p.toAdd.map((r) => r.row)).toEqual([3]);
  });
});

describe('the cross-field time rules', () => {
  it('name the field to change, in the reader’s language', async () => {
    await setLocale('zh-CN');
    const start = dayjs().add(3, 'day');
    const issues = timeIssues({ startAt: start, endAt: start.subtract(1, 'hour'), registrationDeadline: start.add(1, 'hour'), autoRoundAt: start.add(5, 'day') });
    expect(issues.map((i) => [i.path[0], ruleText(i)])).toEqual([
      ['endAt', '结束时间不能早于开始时间'],
      ['registrationDeadline', '报名截止时间不能晚于开课时间'],
      ['autoRoundAt', '自动推进时间须在课程时间范围内'],
    ]);
    expect(timeIssues({ startAt: dayjs().subtract(1, 'hour') }).map((i) => i.path[0])).toEqual(['startAt']);
  });
});

describe('the request', () => {
  it('is what the shared create schema accepts: fen, ISO times, blank texts as null, captain by index', () => {
    const details = { ...defaultDetails(), participants: 8, name: ' Leadership camp ', caseStudy: 'Case', introduction: 'Intro', priceYuan: 12.34, questionnaireUrls: ['https://q.example/1', ' '], certificate: { institutionEn: 'Sandtable Academy' } };
    let d = proposeTeams(emptyTeams, 4, 8, nameOf);
    d = distributeEvenly(addRows(d, Array.from({ length: 8 }, (_, i) => row(i + 1))).draft);
    d = { ...d, teams: d.teams.map((t, i) => (i === 0 ? { ...t, captainKey: t.members[1].key } : t)) };
    const request = createRequest(details, 'special', d, 'Start123');
    expect(request.priceFen).toBe(1234);
    expect(request.name).toBe('Leadership camp');
    expect(request.questionnaireUrls).toEqual(['https://q.example/1']);
    expect(request.certificate).toEqual({ issuedOn: null, courseName: null, institutionZh: null, institutionEn: 'Sandtable Academy' });
    expect(request.teams[0].captainIndex).toBe(1);
    expect(request.teams[1].captainIndex).toBeNull();
    expect(request.teamCount).toBe(4);
    // The shared schema (less the lecturer, which the open kind does not need) accepts it.
    const open = createRequest(details, 'open', d, 'Start123');
    expect(courseCreateSchema.safeParse(open).error?.issues ?? []).toEqual([]);
    expect(detailsRequest(details, 'open').lecturerId).toBeNull();
  });

  it('takes a guided plan’s sizes and times', () => {
    const plan = { teamCount: 5, teamCapacity: 6, rounds: 8, practiceRound: true, minutesPerRound: 30, endAt: '2030-01-02T17:00:00.000Z', registrationDeadline: '2030-01-01T09:00:00.000Z', autoRoundAt: null, schedule: [], reasons: [], source: 'rules' as const };
    const values = applyPlan(defaultDetails(), { plan, gameId: 'CM', participants: 30, startAt: '2030-01-02T09:00:00.000Z', objectives: 'Pricing' }, 'en-US');
    expect([values.gameId, values.participants, values.teamCount, values.rounds, values.objectivesEn]).toEqual(['CM', 30, 5, 8, 'Pricing']);
    expect(values.endAt?.toISOString()).toBe('2030-01-02T17:00:00.000Z');
  });
});

describe('the kept draft', () => {
  it('survives JSON with its dates and teams, and never holds the password', () => {
    const details = { ...defaultDetails(), name: 'Draft', certificate: { issuedOn: dayjs('2030-05-01') } };
    const teams = addRows(proposeTeams(emptyTeams, 4, 8, nameOf), [row(1, 'Team 2')]).draft;
    const text = serializeDraft({ step: 1, details, teams });
    expect(text).not.toContain('Start123');
    const back = parseDraft(text)!;
    expect(back.step).toBe(1);
    expect(back.details.name).toBe('Draft');
    expect(back.details.startAt?.valueOf()).toBe(details.startAt?.second(0).millisecond(0).valueOf());
    expect(back.details.certificate.issuedOn?.format('YYYY-MM-DD')).toBe('2030-05-01');
    expect(back.teams.teams[1].members[0].name).toBe('S1');
    expect(parseDraft('{bad')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 0 }))).toBeNull();
  });
});

describe('detailsFromLink (a classic case\'s "create a course with this case")', () => {
  it('takes the game and a team-synergy scenario from the link, and nothing else', () => {
    const base = defaultDetails(dayjs('2027-01-04T09:00:00'));
    expect(detailsFromLink(base, new URLSearchParams('gameId=TS&tsVersion=2&name=x'))).toMatchObject({ gameId: 'TS', tsVersion: 2, name: '' });
    expect(detailsFromLink(base, new URLSearchParams('gameId=CM&tsVersion=2'))).toMatchObject({ gameId: 'CM', tsVersion: null });
    expect(detailsFromLink(base, new URLSearchParams('gameId=TS&tsVersion=9')).tsVersion).toBeNull();
    expect(detailsFromLink(base, new URLSearchParams('gameId=XX'))).toBe(base);
    expect(detailsFromLink(base, new URLSearchParams(''))).toBe(base);
  });
});
