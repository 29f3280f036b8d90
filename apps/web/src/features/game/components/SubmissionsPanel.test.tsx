import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GameView } from '@sandtable/shared/contracts/game';
import { i18n } from '../../../i18n';
import { renderWithApp } from '../../courses/detail/test/render';
import { gameView } from '../test/fixtures';
import { SubmissionsPanel } from './SubmissionsPanel';

function finishedView(): GameView {
  const base = gameView();
  const team = (teamId: number, teamName: string, computer = false) => ({ ...base.teams[0], teamId, teamName, computer, submitted: false, submittedBy: null, submittedAt: null });
  return {
    ...base,
    status: 'finished',
    current: null,
    myTeam: null,
    teams: [team(11, '红队'), team(12, '蓝队'), team(13, '电脑1', true)],
    submissions: [
      {
        roundId: 101,
        number: 1,
        practice: true,
        teams: [
          { teamId: 11, source: 'captain', by: '张队长', at: '2030-05-01T02:04:00.000Z' },
          { teamId: 12, source: 'captain', by: '王队长', at: '2030-05-01T02:05:00.000Z' },
          { teamId: 13, source: 'computer', by: null, at: null },
        ],
      },
      {
        roundId: 102,
        number: 2,
        practice: false,
        teams: [
          { teamId: 11, source: 'captain', by: '张队长', at: '2030-05-01T02:34:00.000Z' },
          { teamId: 12, source: 'carried_over', by: null, at: null },
          { teamId: 13, source: 'computer', by: null, at: null },
        ],
      },
    ],
  };
}

describe('SubmissionsPanel', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows who submitted each round: the captain and the time, carried over, or the computer — never “not submitted”', () => {
    renderWithApp(<SubmissionsPanel view={finishedView()} />);
    const panel = screen.getByTestId('submissions');
    expect([...panel.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Team', 'Practice', 'Round 1']);
    const rows = panel.querySelectorAll('tbody tr.ant-table-row');
    expect(rows[0].textContent).toMatch(/红队张队长\d{4}-\d{2}-\d{2} \d{2}:\d{2}张队长\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(rows[1].textContent).toMatch(/蓝队王队长.*Carried over/);
    expect(rows[2].textContent).toBe('电脑1ComputerComputer');
    expect(panel.textContent).not.toMatch(/Not submitted|Waiting/);
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithApp(<SubmissionsPanel view={finishedView()} />);
    const panel = screen.getByTestId('submissions');
    expect(panel.textContent).toContain('各轮提交情况');
    expect(panel.textContent).toContain('沿用上轮');
    expect(panel.textContent).toContain('电脑代填');
  });
});
