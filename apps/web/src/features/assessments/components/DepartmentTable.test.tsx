import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { renderWithApp } from '../../courses/detail/test/render';
import { DepartmentTable } from './DepartmentTable';

describe('the company dashboard’s table of a test by department', () => {
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows each department’s means under the test’s own names, the most frequent strongest, and withholds a small department', async () => {
    await i18n.changeLanguage('en-US');
    renderWithApp(
      <DepartmentTable
        instrument="team_role"
        departments={[
          { department: 'Sales', count: 4, mean: { originator: 12.4, analyst: 20.6 }, strongest: { originator: 1, analyst: 3 } },
          { department: null, count: 2, mean: null, strongest: null },
        ]}
      />,
    );
    const table = within(await screen.findByRole('table', { name: 'Team-role test: mean per department' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Department', 'Results', 'Originator', 'Analyst', 'Most often the strongest']);
    expect(table.getByRole('row', { name: /Sales/ }).textContent).toBe('Sales412%21%Analyst');
    expect(screen.getByTestId('department-row-').textContent).toContain('Withheld: 2 of at least 3 results');
  });

  it('names the communication test’s axes and the strength of style, in Chinese', async () => {
    renderWithApp(
      <DepartmentTable instrument="communication" departments={[{ department: '研发', count: 3, mean: { assertiveness: 1.25, responsiveness: -2, strength: 4.5 }, strongest: { systematic: 2, decisive: 2, supportive: 0, spirited: 0 } }]} />,
    );
    const table = within(await screen.findByTestId('department-table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['部门', '结果数', '主导性', '人际取向', '风格强度', '最常见的最强项']);
    expect(table.getByRole('row', { name: /研发/ }).textContent).toContain('1.3-2.04.5');
  });
});
