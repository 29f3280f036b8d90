import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GameView } from '@sandtable/shared/contracts/game';
import { i18n } from '../../../i18n';
import { renderWithApp } from '../../courses/detail/test/render';
import { decision } from '../test/fixtures';
import { MarketTable } from './ResultsPanel';

type Round = GameView['rounds'][number];

const result = (teamId: string, teamName: string, patch: Partial<Round['results'][number]>) =>
  ({
    teamId,
    teamName,
    colour: '#e53935',
    decision: decision(),
    demand: 1300,
    sales: 784,
    marketShare: 0.25,
    priceIndex: 40,
    revenue: 12_544_000,
    profit: -1_289_600,
    closingCash: 18_000_000,
    cumulativeProfit: -1_289_600,
    closingStock: 216,
    utilisation: 0.8,
    score: { total: 60 },
    overallScore: 60,
    rank: 1,
    overallRank: 1,
    ...patch,
  }) as Round['results'][number];

const round: Round = {
  id: 101,
  number: 2,
  practice: false,
  status: 'settled',
  deadline: null,
  settledAt: '2030-05-01T03:00:00.000Z',
  reruns: 0,
  market: { totalDemand: 2600, totalSales: 1784, averagePrice: 16_000 },
  results: [result('11', '红队', {}), result('12', '蓝队', { demand: 1000, sales: 1000, profit: 500_000, rank: 2, overallRank: 2 })],
};

describe('MarketTable', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('labels every figure: demand and sales in their own columns, a loss as -¥', () => {
    renderWithApp(<MarketTable view={{ practiceRounds: 1 }} rounds={[round]} myId="11" />);
    const table = screen.getByTestId('market-table');
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Demand', 'Sales']));
    const row = table.querySelector('tbody tr.ant-table-row')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[headings.indexOf('Demand')]).toBe('1300');
    expect(cells[headings.indexOf('Sales')]).toBe('784');
    expect(cells[headings.indexOf('Profit')]).toBe('-¥12,896.00');
    expect(table.textContent).not.toContain('1300 / 784');
  });
});
