import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSynergyParams as params } from './params';
import { scenarioOf } from './scenarios';
import { validateDecision, validateRanking } from './validate';

const items = scenarioOf(params.tsVersion)!.items.map((i) => i.id);
const n = items.length;
const permutation = fc.shuffledSubarray(items, { minLength: n, maxLength: n });

describe('validateRanking', () => {
  it('accepts every permutation of the scenario\'s items', () => {
    fc.assert(fc.property(permutation, (r) => {
      expect(validateRanking(r, params)).toEqual([]);
    }));
  });

  it('rejects anything else: an item dropped, repeated, replaced or added', () => {
    fc.assert(
      fc.property(permutation, fc.nat(n - 1), fc.nat(n - 1), fc.constantFrom('drop', 'repeat', 'replace', 'add'), (r, i, j, how) => {
        const bad = [...r];
        if (how === 'drop') bad.splice(i, 1);
        if (how === 'repeat') bad[i] = bad[(i + 1 + (j % (n - 1))) % n];
        if (how === 'replace') bad[i] = 'not-an-item';
        if (how === 'add') bad.push(r[j]);
        expect(validateRanking(bad, params).length).toBeGreaterThan(0);
      }),
    );
  });

  it('names each problem with its code and place', () => {
    expect(validateRanking(null, params)).toEqual([{ code: 'required' }]);
    expect(validateRanking([items[0], items[0], 'x', 7, ...items.slice(4)], params)).toEqual([
      { code: 'ts_repeated_item', place: 1 },
      { code: 'ts_unknown_item', place: 2 },
      { code: 'ts_unknown_item', place: 3 },
    ]);
    expect(validateRanking(items.slice(1), params)).toEqual([{ code: 'ts_ranking_length', limit: n }]);
    expect(validateRanking(items, { tsVersion: 99 })).toHaveLength(n + 1);
  });
});

describe('validateDecision', () => {
  const member = (memberId: string, ranking: string[] | null = items) => ({ memberId, ranking });

  it('accepts a roster with late members (no answer) and a consensus', () => {
    expect(validateDecision({ individuals: [member('a'), member('b', null)], consensus: items }, params)).toEqual([]);
    expect(validateDecision({ individuals: [], consensus: items }, params)).toEqual([]);
  });

  it('reports the roster, each ranking and the consensus, all at once', () => {
    expect(
      validateDecision({ individuals: [member('a', items.slice(2)), member(''), member('a'), null as never], consensus: null }, params),
    ).toEqual([
      { field: 'individuals', member: 0, code: 'ts_ranking_length', limit: n },
      { field: 'individuals', code: 'ts_member_required', member: 1 },
      { field: 'individuals', code: 'ts_repeated_member', member: 2 },
      { field: 'individuals', code: 'ts_member_required', member: 3 },
      { field: 'consensus', code: 'required' },
    ]);
    expect(validateDecision({ individuals: Array.from({ length: 7 }, (_, k) => member(`m${k}`)), consensus: items }, params)).toEqual([
      { field: 'individuals', code: 'ts_too_many_members', limit: 6 },
    ]);
    expect(validateDecision(undefined as never, params)).toEqual([
      { field: 'individuals', code: 'required' },
      { field: 'consensus', code: 'required' },
    ]);
  });
});
