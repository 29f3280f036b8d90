import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PLAYS } from './constants';
import { leverOf } from './levers';
import { defaultChangeParams as params } from './params';
import { settle } from './settle';
import { initialState } from './state';
import { paramsArb, playArb } from './test-support';
import type { CmDecision } from './types';
import { cooldownIssues, decisionCost, validateDecision } from './validate';

describe('validateDecision', () => {
  it('accepts plays within the budget whose targets fit their levers', () => {
    const decision: CmDecision = { plays: [{ lever: 'memo', target: null }, { lever: 'oneToOne', target: 'plant' }, { lever: 'workshop', target: 'production' }] };
    expect(validateDecision(decision, params)).toEqual([]);
  });

  it('reports each bad play by its index, with the engine codes', () => {
    const decision = {
      plays: [
        { lever: 'bribe', target: null },
        { lever: 'memo', target: 'plant' },
        { lever: 'oneToOne', target: null },
        { lever: 'oneToOne', target: 'nobody' },
        { lever: 'pilot', target: 'marketing' },
        { lever: 'oneToOne', target: 'gm' },
        { lever: 'oneToOne', target: 'gm' },
        null,
      ],
    } as unknown as CmDecision;
    expect(validateDecision(decision, params)).toEqual([
      { field: 'plays', code: 'cm_unknown_lever', play: 0 },
      { field: 'plays', code: 'cm_target_not_allowed', play: 1 },
      { field: 'plays', code: 'cm_target_required', play: 2 },
      { field: 'plays', code: 'cm_unknown_person', play: 3 },
      { field: 'plays', code: 'cm_unknown_department', play: 4 },
      { field: 'plays', code: 'cm_repeated_play', play: 6 },
      { field: 'plays', code: 'required', play: 7 },
    ]);
  });

  it('refuses a missing list and too many plays', () => {
    expect(validateDecision({} as CmDecision, params)).toEqual([{ field: 'plays', code: 'required' }]);
    const many = { plays: Array.from({ length: MAX_PLAYS + 1 }, () => ({ lever: 'memo' as const, target: null })) };
    expect(validateDecision(many, params)).toEqual([{ field: 'plays', code: 'cm_too_many_plays', limit: MAX_PLAYS }]);
  });

  it('never lets a decision over the budget through (property), and settle refuses one', () => {
    fc.assert(
      fc.property(paramsArb.chain((p) => fc.tuple(fc.constant(p), fc.uniqueArray(playArb(p), { selector: (x) => `${x.lever}>${x.target}`, maxLength: MAX_PLAYS }))), ([p, plays]) => {
        const issues = validateDecision({ plays }, p);
        const over = decisionCost({ plays }) > p.budget;
        expect(issues.some((i) => i.code === 'cm_over_budget')).toBe(over);
        if (over) expect(() => settle(initialState(p, ['a']), { a: { plays } }, p, 1)).toThrow(/cm_over_budget/);
      }),
      { numRuns: 200 },
    );
  });

  it('reports a lever still resting, which settle then skips at no cost', () => {
    const state = initialState(params, ['a']);
    const first = settle(state, { a: { plays: [{ lever: 'pilot', target: 'production' }] } }, params, 7).state;
    const again: CmDecision = { plays: [{ lever: 'pilot', target: 'quality' }, { lever: 'memo', target: null }] };
    const rest = leverOf('pilot')!.cooldown;
    expect(cooldownIssues(again, first.teams[0], 2)).toEqual([{ field: 'plays', code: 'cm_on_cooldown', play: 0, limit: 2 + rest }]);
    expect(cooldownIssues(again, first.teams[0], 2 + rest)).toEqual([]);
    // With the team's start-of-round position, validateDecision reports it too (the server's check).
    expect(validateDecision(again, params, { cooldowns: first.teams[0].cooldowns, round: 2 })).toEqual([{ field: 'plays', code: 'cm_on_cooldown', play: 0, limit: 2 + rest }]);
    expect(validateDecision({ plays: [null as never] }, params, { cooldowns: first.teams[0].cooldowns, round: 2 })).toEqual([{ field: 'plays', code: 'required', play: 0 }]);
    const { results } = settle(first, { a: again }, params, 8);
    expect(results.teams[0].spent).toBe(leverOf('memo')!.cost);
    expect(results.teams[0].log[0]).toEqual({ code: 'skippedCooldown', lever: 'pilot', target: 'quality', value: 2 + rest });
  });
});
