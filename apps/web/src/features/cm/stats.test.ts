import { describe, expect, it } from 'vitest';
import { chartTable } from '../../components/charts/chartTable';
import { groupLabel, scoreBarsOption } from './stats';

const g = { members: 3, courses: 1, averageScore: 50, averageAdoption: 0.4, averageAdopted: 0.2 };

describe('the CM enterprise statistics', () => {
  it('labels each kind of group, with a word for a missing name', () => {
    expect(groupLabel('company', { ...g, companyName: 'Acme' }, '—')).toBe('Acme');
    expect(groupLabel('company', { ...g, companyName: null }, 'none')).toBe('none');
    expect(groupLabel('department', { ...g, companyName: 'Acme', departmentName: 'Sales' }, '—')).toBe('Sales · Acme');
    expect(groupLabel('group', { ...g, groupName: 'Red' }, '—')).toBe('Red');
  });

  it('charts the mean scores best first, without groups yet to play, and the table reads the same', () => {
    const option = scoreBarsOption(
      [
        { label: 'A', averageScore: 40.04 },
        { label: 'B', averageScore: null },
        { label: 'C', averageScore: 61.26 },
      ],
      'Mean score',
    );
    expect(chartTable(option)).toEqual({ columns: ['Mean score'], rows: [{ label: 'C', values: ['61.3'] }, { label: 'A', values: ['40.0'] }] });
    const many = Array.from({ length: 20 }, (_, i) => ({ label: `T${i}`, averageScore: i }));
    expect((chartTable(scoreBarsOption(many, 's', 5))?.rows ?? []).map((r) => r.label)).toEqual(['T19', 'T18', 'T17', 'T16', 'T15']);
  });
});
