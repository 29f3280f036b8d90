import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../../i18n';
import { chapters, courseDetail } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { ChapterMenu } from './ChapterMenu';

const chapterItem = (n: number) => screen.getByTestId(`chapter-${n}`).closest('.ant-menu-submenu') as HTMLElement;

describe('ChapterMenu', () => {
  beforeEach(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows each chapter’s status, the selected sub-item, and locked chapters disabled for a learner', async () => {
    const onSelect = vi.fn();
    const detail = courseDetail({ me: { chapters: chapters('completed', 'open') } });
    renderWithApp(<ChapterMenu detail={detail} selected="ch2.simulation" onSelect={onSelect} />);

    expect(screen.getByTestId('chapter-1').dataset.status).toBe('completed');
    expect(within(screen.getByTestId('chapter-1')).getByText('已完成')).toBeTruthy();
    expect(screen.getByTestId('chapter-2').dataset.status).toBe('open');
    expect(screen.getByTestId('chapter-3').dataset.status).toBe('locked');
    expect(chapterItem(3).className).toContain('ant-menu-submenu-disabled');
    expect(chapterItem(2).className).not.toContain('ant-menu-submenu-disabled');

    // Sub-items of the open chapters are shown; the selected one is marked.
    const selected = screen.getByTestId('section-ch2.simulation').closest('li')!;
    expect(selected.className).toContain('ant-menu-item-selected');
    expect(screen.getByTestId('section-ch1.case')).toBeTruthy();
    expect(screen.getByTestId('section-ch1.objectives')).toBeTruthy();
    expect(screen.getByTestId('section-ch1.introduction')).toBeTruthy();
    expect(screen.getByTestId('section-ch2.result')).toBeTruthy();

    await userEvent.click(screen.getByTestId('section-ch1.objectives'));
    expect(onSelect).toHaveBeenCalledWith('ch1.objectives');
    await userEvent.click(screen.getByTestId('section-teams'));
    expect(onSelect).toHaveBeenLastCalledWith('teams');
    // A learner has a certificate entry and no management.
    expect(screen.getByTestId('section-certificate')).toBeTruthy();
    expect(screen.queryByTestId('section-manage')).toBeNull();
  });

  it('lets a manager open locked chapters (to release them) and shows the management entry', () => {
    const detail = courseDetail({ me: null, abilities: { unlock: true, manageTeams: true }, course: { status: 'in_progress', chaptersUnlocked: 1 } });
    renderWithApp(<ChapterMenu detail={detail} selected="manage" onSelect={() => undefined} />);
    expect(screen.getByTestId('chapter-2').dataset.status).toBe('locked');
    expect(chapterItem(2).className).not.toContain('ant-menu-submenu-disabled');
    // A manager reads whether a chapter is out, not a learner's "to do".
    expect(within(screen.getByTestId('chapter-1')).getByText('已开放')).toBeTruthy();
    expect(within(screen.getByTestId('chapter-2')).getByText('未开放')).toBeTruthy();
    expect(screen.getByTestId('section-manage').closest('li')!.className).toContain('ant-menu-item-selected');
    expect(screen.queryByTestId('section-certificate')).toBeNull();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    renderWithApp(<ChapterMenu detail={courseDetail()} selected="ch1.case" onSelect={() => undefined} />);
    expect(screen.getByText('Chapter 1 · Preparation')).toBeTruthy();
    expect(screen.getByText('Case study')).toBeTruthy();
    expect(within(screen.getByTestId('chapter-2')).getByText('Not released')).toBeTruthy();
  });
});
