import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../../i18n';
import { call } from '../../../../api/client';
import { chapterStates } from '../chapters';
import { chapters, courseDetail } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { ChapterOne } from './ChapterOne';
import { ChapterTwo, GameButton } from './ChapterTwo';
import { ManagePanel } from './ManagePanel';
import { ReportButton } from './ReportButton';

vi.mock('../../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

/** What the lecturer of a running course receives: every manager ability the course's state allows. */
const lecturerView = (chaptersUnlocked: number, status: 'in_progress' | 'completed' = 'in_progress') =>
  courseDetail({ me: null, course: { status, chaptersUnlocked }, abilities: { unlock: status === 'in_progress' && chaptersUnlocked < 3, grade: true, manageTeams: status === 'in_progress' } });

describe('the course page’s controls', () => {
  beforeEach(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('releases chapter 2 only after a confirmation saying it cannot be undone', async () => {
    // The manage section also lists the course's assessments (none here); the release answers the course.
    mockedCall.mockImplementation(async (endpoint) => (endpoint === api.assessments.courseAssessments ? [] : lecturerView(2)));
    renderWithApp(<ManagePanel detail={lecturerView(1)} />);
    const row = screen.getByTestId('release-2');
    expect(within(row).getByText('未开放')).toBeTruthy();
    // Chapter 3 waits for chapter 2.
    expect((within(screen.getByTestId('release-3')).getByTestId('unlock-3') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(row).getByTestId('unlock-2'));
    expect(await screen.findByText('开放后无法撤回', { exact: false })).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalledWith(api.courses.unlock, expect.anything());
    await userEvent.click(screen.getByTestId('confirm-unlock'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.courses.unlock, { id: 7, chapter: 2 }));
  });

  it('keeps showing both chapters as released once chapter 3 is out, with nothing left to press', () => {
    renderWithApp(<ManagePanel detail={lecturerView(3)} />);
    for (const n of [2, 3]) {
      expect(within(screen.getByTestId(`release-${n}`)).getByText('已开放')).toBeTruthy();
      expect(screen.queryByTestId(`unlock-${n}`)).toBeNull();
    }
    // A course without close or restart in its abilities offers neither.
    expect(screen.queryByTestId('close-course')).toBeNull();
    expect(screen.queryByTestId('restart-course')).toBeNull();
  });

  it('shows the release state to managers of a completed course, in English', async () => {
    await i18n.changeLanguage('en-US');
    renderWithApp(<ManagePanel detail={lecturerView(2, 'completed')} />);
    expect(within(screen.getByTestId('release-2')).getByText('Released')).toBeTruthy();
    expect(within(screen.getByTestId('release-3')).getByText('Not released')).toBeTruthy();
    expect(screen.queryByTestId('unlock-3')).toBeNull();
  });

  it('has one clear “I have read the case” step in chapter 1, then says it is done', async () => {
    const open = courseDetail({ me: { chapters: chapters('open') } });
    mockedCall.mockResolvedValue(courseDetail({ me: { chapters: chapters('completed') } }));
    const { unmount } = renderWithApp(<ChapterOne detail={open} state={chapterStates(open)[0]} section="ch1.case" />);
    expect(screen.getAllByRole('button').filter((b) => b.textContent?.includes('我已阅读案例'))).toHaveLength(1);
    await userEvent.click(screen.getByTestId('mark-chapter-done'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.courses.completeChapter, { courseId: 7, chapter: 1 }));
    unmount();

    await i18n.changeLanguage('en-US');
    const done = courseDetail({ me: { chapters: chapters('completed') } });
    renderWithApp(<ChapterOne detail={done} state={chapterStates(done)[0]} section="ch1.case" />);
    expect(screen.queryByTestId('mark-chapter-done')).toBeNull();
    expect(screen.getByTestId('chapter-read-done').textContent).toContain('You have read the case');
  });

  it('leads a member into the running game, and back to it after playing', () => {
    const playing = courseDetail({ course: { chaptersUnlocked: 2 }, me: { chapters: chapters('completed', 'open') } });
    const { unmount } = renderWithApp(<ChapterTwo detail={playing} state={chapterStates(playing)[1]} section="ch2.simulation" />);
    expect(screen.getByTestId('enter-game').getAttribute('href')).toBe('#/online?courseId=7');
    expect(screen.getByTestId('enter-game').textContent).toContain('进入游戏');
    expect(screen.getByTestId('give-up')).toBeTruthy();
    unmount();

    const played = courseDetail({ course: { chaptersUnlocked: 2 }, me: { chapters: chapters('completed', 'completed', 'locked', 72) } });
    renderWithApp(<ChapterTwo detail={played} state={chapterStates(played)[1]} section="ch2.simulation" />);
    expect(screen.getByTestId('chapter-score').textContent).toContain('72');
    expect(screen.getByTestId('enter-game').getAttribute('href')).toBe('#/online?courseId=7');
    expect(screen.queryByTestId('give-up')).toBeNull();
  });

  it('offers managers the game console, in the chapter and in the header; nobody before chapter 2 is out', async () => {
    await i18n.changeLanguage('en-US');
    const { unmount } = renderWithApp(<GameButton detail={lecturerView(2)} />);
    expect(screen.getByTestId('game-link').textContent).toContain('Open the game console');
    expect(screen.getByTestId('game-link').getAttribute('href')).toBe('#/online?courseId=7');
    unmount();
    const { unmount: again } = renderWithApp(<ChapterTwo detail={lecturerView(2)} state={chapterStates(lecturerView(2))[1]} section="ch2.simulation" />);
    expect(screen.getByTestId('enter-game').textContent).toContain('Open the game console');
    again();
    const { container } = renderWithApp(<GameButton detail={courseDetail({ me: { chapters: chapters('open') } })} />);
    expect(container.querySelector('[data-testid="game-link"]')).toBeNull();
  });

  it('shows the course report only when the course has one', async () => {
    mockedCall.mockResolvedValueOnce({ list: [] });
    const { container, unmount } = renderWithApp(<ReportButton course={{ id: 7, courseType: 'MS' }} />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.courses.resources, { resourcesTypeList: [10002], otherId: 7 }, expect.anything()));
    expect(container.querySelector('[data-testid="report-button"]')).toBeNull();
    unmount();

    mockedCall.mockResolvedValueOnce({ list: [{ id: 1, resourcesType: 10003, otherId: 8, name: '报告', resourcesUrl: 'https://reports.example/8.pdf', createdAt: '2030-05-01T09:00:00.000Z' }] });
    renderWithApp(<ReportButton course={{ id: 8, courseType: 'CM' }} />);
    const button = await screen.findByTestId('report-button');
    expect(button.getAttribute('href')).toBe('https://reports.example/8.pdf');
    expect(mockedCall).toHaveBeenLastCalledWith(api.courses.resources, { resourcesTypeList: [10003], otherId: 8 }, expect.anything());
  });
});
