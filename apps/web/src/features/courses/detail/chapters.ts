import type { CourseAbilities, CourseDetail } from '@sandtable/shared/contracts/courses';
import { STARTED_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import { CHAPTERS, type Chapter } from '@sandtable/shared/rules/course';
import { playsOnline } from '../gamePaths';

/**
 * The course page's sections and its chapter menu, derived from /course/get.json alone (pure,
 * unit-tested): which chapters a viewer may open, which section shows first.
 */

export type ChapterStatus = 'locked' | 'open' | 'completed' | 'gave_up';

export interface ChapterState {
  chapter: Chapter;
  status: ChapterStatus;
  score: number | null;
  completedAt: string | null;
}

/** The sub-items of each chapter, in menu order. */
export const CHAPTER_SECTIONS = {
  1: ['case', 'objectives', 'introduction'],
  2: ['simulation', 'result'],
  3: ['operator', 'plan'],
} as const satisfies Record<Chapter, readonly string[]>;

type ChapterSectionKey = { [C in Chapter]: `ch${C}.${(typeof CHAPTER_SECTIONS)[C][number]}` }[Chapter];
export type SectionKey = ChapterSectionKey | 'teams' | 'certificate' | 'manage';

export const chapterOf = (key: SectionKey): Chapter | null => (key.startsWith('ch') ? (Number(key[2]) as Chapter) : null);

/** The course has begun (the machine's STARTED_STATUSES): its chapters can be open. */
export const hasStarted = (status: CourseStatus) => (STARTED_STATUSES as readonly CourseStatus[]).includes(status);

/** Anything a course manager may do: the page then shows the management section. */
export function isManager(abilities: CourseAbilities): boolean {
  return abilities.unlock || abilities.grade || abilities.manageTeams || abilities.close || abilities.restart || abilities.edit || abilities.invite;
}

/**
 * Each chapter's state for this viewer: a member's own (from `me`); for anybody else what the
 * course has released (chapter 1 opens with the course, 2 and 3 when an admin releases them).
 */
export function chapterStates(detail: CourseDetail): ChapterState[] {
  return CHAPTERS.map((chapter) => {
    const own = detail.me?.chapters.find((c) => c.chapter === chapter);
    if (own) return { chapter, status: own.status, score: own.score, completedAt: own.completedAt };
    const released = hasStarted(detail.course.status) && (chapter === 1 || detail.course.chaptersUnlocked >= chapter);
    return { chapter, status: released ? 'open' : 'locked', score: null, completedAt: null };
  });
}

/**
 * The way into a course's online game (the market's, CM's): its managers open the game console once the course
 * runs (they start the game there); a member enters once chapter 2 is out, while it is theirs to
 * play or done (to read the results), not after giving up. Other games run in class: none.
 */
export function gameEntry(detail: CourseDetail): 'console' | 'play' | null {
  const { course } = detail;
  if (!playsOnline(course.gameId) || !hasStarted(course.status)) return null;
  if (isManager(detail.abilities)) return 'console';
  const two = detail.me?.chapters.find((c) => c.chapter === 2)?.status;
  return two === 'open' || two === 'completed' ? 'play' : null;
}

/**
 * The i18n key of a chapter's status as the viewer reads it: a member's own progress ("to do",
 * "completed"…); for anyone else (the course's managers) whether the course released it.
 */
export const chapterStatusKey = (status: ChapterStatus, member: boolean): string => (member || status !== 'open' ? `course:chapterStatus.${status}` : 'courseDetail:manage.released');

export interface MenuSubItem {
  key: SectionKey;
  /** i18n key (courseDetail) of the item's label. */
  label: string;
}
export interface MenuChapter {
  key: `ch${Chapter}`;
  chapter: Chapter;
  status: ChapterStatus;
  /** A locked chapter cannot be opened by learners; managers open it to release it. */
  disabled: boolean;
  children: MenuSubItem[];
}
export interface MenuPlain {
  key: 'teams' | 'certificate' | 'manage';
  label: string;
}
export type MenuModel = { chapters: MenuChapter[]; extras: MenuPlain[] };

export function menuModel(detail: CourseDetail): MenuModel {
  const manager = isManager(detail.abilities);
  const chapters = chapterStates(detail).map(
    ({ chapter, status }): MenuChapter => ({
      key: `ch${chapter}`,
      chapter,
      status,
      disabled: status === 'locked' && !manager,
      children: CHAPTER_SECTIONS[chapter].map((sub) => ({ key: `ch${chapter}.${sub}` as SectionKey, label: `menu.${sub}` })),
    }),
  );
  const extras: MenuPlain[] = [{ key: 'teams', label: 'menu.teams' }];
  if (detail.me) extras.push({ key: 'certificate', label: 'menu.certificate' });
  if (manager) extras.push({ key: 'manage', label: 'menu.manage' });
  return { chapters, extras };
}

/** Every section the viewer may open now. */
export function openSections(model: MenuModel): SectionKey[] {
  return [...model.chapters.filter((c) => !c.disabled).flatMap((c) => c.children.map((s) => s.key)), ...model.extras.map((e) => e.key)];
}

/**
 * Where the page opens: the latest chapter the learner can work in; before the start, the teams
 * (a learner picks one); for managers with nothing open yet, the management tools.
 */
export function defaultSection(detail: CourseDetail, model = menuModel(detail)): SectionKey {
  const reached = [...chapterStates(detail)].reverse().find((c) => c.status !== 'locked');
  if (reached) return `ch${reached.chapter}.${CHAPTER_SECTIONS[reached.chapter][0]}` as SectionKey;
  return model.extras.some((e) => e.key === 'manage') && !detail.me ? 'manage' : 'teams';
}

/** The section asked for in the address if the viewer may open it, else the default. */
export function resolveSection(detail: CourseDetail, asked: string | null): SectionKey {
  const model = menuModel(detail);
  const open = openSections(model);
  return asked && (open as string[]).includes(asked) ? (asked as SectionKey) : defaultSection(detail, model);
}
