import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { conflict } from '@sandtable/sim/assessments';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { ConflictPartForm } from './ConflictPartForm';
import CfTestPage from '../pages/CfTest';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const part1 = conflict.PARTS[0].pairs;
const pick = (pair: conflict.ConflictPair, o: conflict.OptionId) => fireEvent.click(screen.getByRole('radio', { name: pair[o].text.en }));

describe('the conflict-handling part form', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows each pair as two labelled radio buttons in a group named by its number', () => {
    renderWithApp(<ConflictPartForm part={1} initial={{}} done={0} last={false} busy={false} onSave={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2 * conflict.PAIRS_PER_PART);
    const first = screen.getByRole('group', { name: 'Pair 1' });
    expect(within(first).getByRole('radio', { name: part1[0].a.text.en })).toBeTruthy();
    expect(within(first).getByRole('radio', { name: part1[0].b.text.en })).toBeTruthy();
    expect(screen.getByTestId('cf-total').textContent).toBe('0 of 10 pairs answered in this part');
  });

  it('refuses to save with pairs left open, saying how many and marking each; saves once all are answered', () => {
    const onSave = vi.fn();
    renderWithApp(<ConflictPartForm part={1} initial={{ [part1[0].id]: 'b' }} done={0} last={false} busy={false} onSave={onSave} />);
    pick(part1[1], 'a');
    pick(part1[2], 'b');
    expect(screen.getByTestId('cf-total').textContent).toBe('3 of 10 pairs answered in this part');
    fireEvent.click(screen.getByTestId('cf-next'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('7 pairs in this part are not answered yet');
    expect(screen.getAllByText('choose one of the two statements')).toHaveLength(7);
    for (const pair of part1.slice(3)) pick(pair, 'a');
    expect(screen.queryAllByText('choose one of the two statements')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('cf-next'));
    expect(onSave).toHaveBeenCalledWith({ ...Object.fromEntries(part1.map((p) => [p.id, 'a'])), [part1[0].id]: 'b', [part1[2].id]: 'b' });
  });
});

describe('/cf-test', () => {
  const assessment = { id: 5, instrument: 'conflict' as const, version: 1, courseId: 2, courseName: 'Workshop', deadline: null, anonymityThreshold: 3, reportsReleased: true, teamIds: null };
  const answered = (part: number) => Object.fromEntries(conflict.PARTS[part - 1].pairs.map((p) => [p.id, 'a']));
  const attempt = (answers: Attempt['answers'], unfinished: string[], status: Attempt['status'] = 'in_progress'): Attempt => ({
    id: 7, assessment, status, answers, unfinished, chosenRoles: null, startedAt: '2026-12-05T08:00:00.000Z', submittedAt: null,
  });

  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('resumes a half-finished test at its open part, and the last save submits', async () => {
    mockedCall.mockImplementation(async (endpoint, body) => {
      if (endpoint === A.attempt) return attempt({ 1: answered(1), 2: answered(2) }, ['3']) as never;
      if (endpoint === A.save) return attempt({ 1: answered(1), 2: answered(2), 3: (body as { answers: Record<string, string> }).answers }, []) as never;
      if (endpoint === A.submit) return attempt({}, [], 'finished') as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<CfTestPage />, { path: '/cf-test?assessmentId=5' });
    expect((await screen.findByTestId('cf-resumed')).textContent).toContain('part 3');
    expect(screen.getByTestId('cf-part').getAttribute('data-part')).toBe('3');
    expect(screen.getByTestId('cf-next').textContent).toBe('Save and submit');
    for (const pair of conflict.PARTS[2].pairs) pick(pair, 'b');
    fireEvent.click(screen.getByTestId('cf-next'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.submit, { assessmentId: 5 }));
    expect(mockedCall).toHaveBeenCalledWith(A.save, { assessmentId: 5, part: '3', answers: Object.fromEntries(conflict.PARTS[2].pairs.map((p) => [p.id, 'b'])) });
  });
});
