import { describe, expect, it } from 'vitest';
import { chapterStates, defaultSection, gameEntry, menuModel, openSections, resolveSection } from './chapters';
import { gamePath, resultsPath } from '../gamePaths';
import { chapters, courseDetail } from './test/fixtures';

describe('the course page sections', () => {
  it('take a member’s chapter states from their membership', () => {
    const detail = courseDetail({ me: { chapters: chapters('completed', 'open') } });
    expect(chapterStates(detail).map((c) => c.status)).toEqual(['completed', 'open', 'locked']);
  });

  it('derive what a manager sees from what the course released', () => {
    const running = courseDetail({ me: null, abilities: { unlock: true }, course: { chaptersUnlocked: 2 } });
    expect(chapterStates(running).map((c) => c.status)).toEqual(['open', 'open', 'locked']);
    const before = courseDetail({ me: null, abilities: { unlock: true }, course: { status: 'inviting', chaptersUnlocked: 1 } });
    expect(chapterStates(before).map((c) => c.status)).toEqual(['locked', 'locked', 'locked']);
  });

  it('disable locked chapters for learners, not for managers (who release them)', () => {
    const learner = menuModel(courseDetail({ me: { chapters: chapters('open') } }));
    expect(learner.chapters.map((c) => c.disabled)).toEqual([false, true, true]);
    expect(learner.extras.map((e) => e.key)).toEqual(['teams', 'certificate']);
    const manager = menuModel(courseDetail({ me: null, abilities: { unlock: true, grade: true } }));
    expect(manager.chapters.map((c) => c.disabled)).toEqual([false, false, false]);
    expect(manager.extras.map((e) => e.key)).toEqual(['teams', 'manage']);
  });

  it('open at the latest chapter reached, at the teams before the start, at the tools for managers', () => {
    expect(defaultSection(courseDetail({ me: { chapters: chapters('completed', 'open') } }))).toBe('ch2.simulation');
    expect(defaultSection(courseDetail({ course: { status: 'inviting' }, me: { chapters: chapters('locked') } }))).toBe('teams');
    expect(defaultSection(courseDetail({ course: { status: 'inviting' }, me: null, abilities: { manageTeams: true } }))).toBe('manage');
  });

  it('lead managers of a running market course to its console, members to the game once chapter 2 is out', () => {
    const released = { chaptersUnlocked: 2 };
    expect(gameEntry(courseDetail({ course: released, me: { chapters: chapters('completed', 'open') } }))).toBe('play');
    expect(gameEntry(courseDetail({ course: { ...released, status: 'completed' }, me: { chapters: chapters('completed', 'completed', 'completed', 80) } }))).toBe('play');
    expect(gameEntry(courseDetail({ course: released, me: { chapters: chapters('completed', 'gave_up') } }))).toBeNull();
    // The console is where the lecturer starts the game: open before chapter 2 is out.
    expect(gameEntry(courseDetail({ me: null, abilities: { grade: true, unlock: true } }))).toBe('console');
    // A member before chapter 2 is out, or a course not running: no way in.
    expect(gameEntry(courseDetail({ me: { chapters: chapters('open') }, abilities: {} }))).toBeNull();
    expect(gameEntry(courseDetail({ course: { status: 'upcoming' }, me: null, abilities: { edit: true } }))).toBeNull();
    expect(gameEntry(courseDetail({ course: { ...released, status: 'closed' }, me: null, abilities: { restart: true } }))).toBeNull();
    // The change-leadership game is played online too, on its own page.
    expect(gameEntry(courseDetail({ course: { ...released, gameId: 'CM', courseType: 'CM' }, me: null, abilities: { grade: true } }))).toBe('console');
    expect(gamePath(7, 'CM')).toBe('/cmOnline?courseId=7');
    // So is the team-synergy exercise (issue 13): the lecturer's console and the members' screens on /tsOnline.
    expect(gameEntry(courseDetail({ course: { ...released, gameId: 'TS' }, me: null, abilities: { grade: true } }))).toBe('console');
    expect(gameEntry(courseDetail({ course: { ...released, gameId: 'TS' }, me: { chapters: chapters('completed', 'open') } }))).toBe('play');
    expect(gamePath(7, 'TS')).toBe('/tsOnline?courseId=7');
    expect(gamePath(7)).toBe('/online?courseId=7');
    expect(resultsPath(7, 'CM')).toBe('/cmResults?courseId=7');
    expect(resultsPath(7, 'MS')).toBe('/gradesDetails?courseId=7');
  });

  it('refuse a section from the address that the viewer may not open', () => {
    const detail = courseDetail({ me: { chapters: chapters('open') } });
    expect(openSections(menuModel(detail))).not.toContain('ch3.plan');
    expect(resolveSection(detail, 'ch3.plan')).toBe('ch1.case');
    expect(resolveSection(detail, 'teams')).toBe('teams');
    expect(resolveSection(detail, 'nonsense')).toBe('ch1.case');
  });
});
