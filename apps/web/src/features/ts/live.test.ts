import { describe, expect, it } from 'vitest';
import type { TsView } from '@sandtable/shared/contracts/game-ts';
import { applyTsPush } from './live';
import { fullBoard, moveItem } from './hooks';

const view = (over: Partial<TsView> = {}): TsView =>
  ({
    courseId: 1,
    phase: 'consensus',
    phaseStartedAt: '2026-01-01T00:00:00.000Z',
    phaseDeadline: null,
    itemCount: 3,
    revealed: 0,
    revealedItems: [],
    teams: [
      { teamId: 10, answered: 1, placed: 0, consensusVersion: 1 },
      { teamId: 11, answered: 0, placed: null, consensusVersion: null },
    ],
    myTeam: { teamId: 10, consensus: { draft: null, version: 1, lastEditor: null, lastEditedAt: null }, preview: null, proposals: [] },
    abilities: { reveal: false },
    ...over,
  }) as unknown as TsView;

describe('TS pushes into the view', () => {
  it('apply the scribe’s newer version only, and only for the own team', () => {
    const push = { name: 'ts:consensus' as const, payload: { courseId: 1, teamId: 10, draft: ['a', null, null], version: 2, lastEditor: 'R', lastEditedAt: 'x', placed: 1, preview: null } };
    const next = applyTsPush(view(), push)!;
    expect(next.myTeam!.consensus).toMatchObject({ draft: ['a', null, null], version: 2, lastEditor: 'R' });
    expect(applyTsPush(next, push)).toBe(next);
    expect(applyTsPush(view(), { ...push, payload: { ...push.payload, teamId: 11 } })).toEqual(view());
  });
  it('add a proposal once; reload on a phase move or the own team’s reset; keep the timer-only change', () => {
    const proposal = { name: 'ts:proposal' as const, payload: { courseId: 1, teamId: 10, id: 5, userId: 2, name: 'M', item: 'a', place: 0, note: null, at: 'x' } };
    const once = applyTsPush(view(), proposal)!;
    expect(once.myTeam!.proposals).toHaveLength(1);
    expect(applyTsPush(once, proposal)).toBe(once);
    expect(applyTsPush(view(), { name: 'ts:phase', payload: { courseId: 1, phase: 'reveal', phaseStartedAt: 'y', phaseDeadline: null, status: 'finished' } })).toBeNull();
    expect(applyTsPush(view(), { name: 'ts:phase', payload: { courseId: 1, phase: 'consensus', phaseStartedAt: '2026-01-01T00:00:00.000Z', phaseDeadline: 'z', status: 'running' } })!.phaseDeadline).toBe('z');
    expect(applyTsPush(view(), { name: 'ts:reset', payload: { courseId: 1, teamId: 10 } })).toBeNull();
    expect(applyTsPush(view(), { name: 'ts:ranking', payload: { courseId: 1, teamId: 11, userId: 3, answered: 1 } })!.teams[1].answered).toBe(1);
  });
  it('append revealed items in the expert’s order; a gap reloads', () => {
    const item = (k: number) => ({ item: `i${k}`, expertRank: k, reason: { zh: '', en: '' }, teams: [] });
    const one = applyTsPush(view({ phase: 'reveal' }), { name: 'ts:revealed', payload: { courseId: 1, revealed: 1, items: [item(1)] } })!;
    expect(one.revealedItems.map((i) => i.item)).toEqual(['i1']);
    expect(applyTsPush(one, { name: 'ts:revealed', payload: { courseId: 1, revealed: 3, items: [item(3)] } })).toBeNull();
  });
});

describe('the ranking board', () => {
  it('moves an item and completes stored places with the items missing, each once', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(fullBoard(['c', null, 'c', 'x'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    expect(fullBoard(null, ['a', 'b'])).toEqual(['a', 'b']);
  });
});
