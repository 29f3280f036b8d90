import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadership } from '@sandtable/sim/assessments';
import type { LsGroupList } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { LsGroupings, shareOut } from './LsGroupings';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const person = (userId: number, name: string, status: 'pending' | 'finished' = 'finished') => ({ userId, name, status });
const withheld = (count: number) => ({ status: 'withheld' as const, count, needed: 3 });
const list: LsGroupList = {
  id: 5, assessmentId: 9, courseId: 3, name: 'Tables',
  groups: [
    { groupId: 11, name: 'Table 1', members: [person(1, 'Ann'), person(2, 'Bo'), person(3, 'Cy')], finished: 3, profile: { status: 'shown', count: 3, scores: { size: 3, mean: {}, dominantCount: { coaching: 2, visionary: 1 }, flexibility: 40, missing: [] } } },
    { groupId: 12, name: 'Table 2', members: [person(4, 'Di')], finished: 1, profile: withheld(1) },
  ],
  unassigned: [person(6, 'Fay', 'pending'), person(7, 'Gus', 'pending'), person(8, 'Hal', 'pending')],
};

describe('shareOut', () => {
  it('gives each person without a group to the smallest group so far, keeping everyone where they were', () => {
    expect(shareOut(list)).toEqual([
      { id: 11, name: 'Table 1', memberIds: [1, 2, 3, 8] },
      { id: 12, name: 'Table 2', memberIds: [4, 6, 7] },
    ]);
  });
});

describe('LsGroupings', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === A.courseLs) return { assessmentId: 9, groupLists: [{ id: 5, name: 'Tables', groups: 2, members: 4 }] } as never;
      if (endpoint === A.groupListInfo) return list as never;
      if (endpoint === A.onePersonInAGroup || endpoint === A.updateLsGroup) return list as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
  });
  afterEach(async () => {
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the groups with their profiles (withheld below three) and every member with their group', async () => {
    renderWithApp(<LsGroupings courseId={3} assessmentId={9} />);
    const groups = await screen.findByTestId('grouping-groups');
    const rows = within(groups).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Table 1');
    expect(rows[0]).toContain(leadership.styleOf('coaching').name.en);
    expect(rows[1]).toContain('Table 2');
    expect(rows[1]).toContain('shows from 3');
    expect(within(groups).getByRole('link', { name: 'Profile of Table 1' }).getAttribute('href')).toBe('/ls-details-group?assessmentId=9&groupId=11');
    const members = screen.getByTestId('grouping-members');
    expect(within(members).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(screen.getByTestId('grouping-member-6')).getByText('No group')).toBeTruthy();
  });

  it('moves one person with their group picker, and shares out the rest in one call', async () => {
    renderWithApp(<LsGroupings courseId={3} assessmentId={9} />);
    const picker = await screen.findByTestId('grouping-member-6');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Table 2')).at(-1)!);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.onePersonInAGroup, { groupListId: 5, userId: 6, groupId: 12 }));
    // The move's round trip ends (its success toast) before the next change may start.
    expect(await screen.findByText('Fay moved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('grouping-share').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('grouping-share'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.updateLsGroup, { groupListId: 5, name: 'Tables', groups: shareOut(list) }));
  });

  it('stays away from people who do not manage the course', async () => {
    mockedCall.mockRejectedValue(new Error('100004'));
    renderWithApp(<LsGroupings courseId={3} assessmentId={9} />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('ls-groupings')).toBeNull());
  });
});
