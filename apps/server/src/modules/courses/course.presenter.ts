import { CHAPTERS, isLockedForEdit, type Chapter } from '@sandtable/shared/rules/course';
import { maskPhone } from '@sandtable/shared/format/phone';
import type { z } from 'zod';
import type { chapterStateSchema, Course, CourseSummary, Team } from '@sandtable/shared/contracts/courses';
import type { CourseListRow, CourseRow, MemberRow, TeamRow } from './course.repo';
import type { chapterProgress } from '../../db/schema';

type ProgressRow = typeof chapterProgress.$inferSelect;

export function presentSummary(row: CourseListRow, now = Date.now()): CourseSummary {
  const c = row.course;
  return {
    id: c.id,
    gameId: c.gameId,
    tsVersion: c.tsVersion,
    courseType: c.courseType,
    kind: c.kind,
    name: c.name,
    status: c.status,
    lecturer: c.lecturerId && row.lecturerName ? { id: c.lecturerId, name: row.lecturerName } : null,
    companyId: c.companyId,
    companyName: row.companyName,
    startAt: c.startAt.toISOString(),
    endAt: c.endAt.toISOString(),
    registrationDeadline: c.registrationDeadline.toISOString(),
    participants: c.participants,
    seatsTaken: c.seatsTaken,
    creditsPaid: c.creditsPaid,
    teamCount: c.teamCount,
    rounds: c.rounds,
    priceFen: c.priceFen,
    version: c.version,
    chaptersUnlocked: c.chaptersUnlocked,
    lockedForEdit: isLockedForEdit(c, now),
    enrolled: row.enrolled,
  };
}

export function presentCourse(row: CourseListRow, now = Date.now()): Course {
  const c = row.course;
  return {
    ...presentSummary(row, now),
    caseStudy: c.caseStudy,
    introduction: c.introduction,
    advanceEntryHours: c.advanceEntryHours,
    autoRoundAt: c.autoRoundAt?.toISOString() ?? null,
    purpose: c.purpose,
    productType: c.productType,
    objectivesZh: c.objectivesZh,
    objectivesEn: c.objectivesEn,
    questionnaireUrls: c.questionnaireUrls,
    certificate: { issuedOn: c.certIssuedOn, courseName: c.certCourseName, institutionZh: c.certInstitutionZh, institutionEn: c.certInstitutionEn },
    createdAt: c.createdAt.toISOString(),
  };
}

export function presentTeams(teamRows: TeamRow[], memberRows: { member: MemberRow; name: string; mobile: string | null }[], showMobiles: boolean): Team[] {
  return teamRows.map((t) => {
    const members = memberRows
      .filter((m) => m.member.teamId === t.id)
      .map((m) => ({
        memberId: m.member.id,
        userId: m.member.userId,
        name: m.name,
        mobile: showMobiles ? m.mobile : m.mobile && maskPhone(m.mobile),
        captain: t.captainId === m.member.userId,
        operator: t.operatorId === m.member.userId,
        progress: m.member.progress,
      }));
    return { id: t.id, courseId: t.courseId, name: t.name, colour: t.colour, capacity: t.capacity, captainId: t.captainId, operatorId: t.operatorId, members, full: t.memberCount >= t.capacity };
  });
}

/**
 * Where a member stands in each chapter (spec §4). Chapter 1 opens with the course (or its early
 * entry); chapters 2 and 3 once an admin has released them. A member who gave up has nothing left.
 */
export function chapterStates(course: CourseRow, member: MemberRow, done: ProgressRow[], now = Date.now()): z.infer<typeof chapterStateSchema>[] {
  const running = course.status === 'in_progress';
  const earlyEntry = (course.status === 'inviting' || course.status === 'upcoming') && now >= course.startAt.getTime() - course.advanceEntryHours * 3_600_000;
  return CHAPTERS.map((chapter: Chapter) => {
    const row = done.find((d) => d.chapter === chapter);
    if (row) return { chapter, status: row.status, score: row.score, completedAt: row.completedAt.toISOString() };
    const released = chapter === 1 ? running || earlyEntry : running && course.chaptersUnlocked >= chapter;
    const status = released && member.progress === 'incomplete' ? ('open' as const) : ('locked' as const);
    return { chapter, status, score: null, completedAt: null };
  });
}

export function isOperator(teamRows: TeamRow[], member: MemberRow): boolean {
  return teamRows.some((t) => t.id === member.teamId && t.operatorId === member.userId);
}
