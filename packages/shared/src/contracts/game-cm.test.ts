import { describe, expect, it } from 'vitest';
import { changeEngine, defaultChangeParams, MAX_PLAYS } from '@sandtable/sim/change';
import { cmDecisionSchema } from './game-cm';

describe('the CM decision on the wire', () => {
  it('parses a decision the engine accepts, and the engine then judges its rules', () => {
    const parsed = cmDecisionSchema.parse({ plays: [{ lever: 'memo', target: null }, { lever: 'oneToOne', target: 'plant' }] });
    expect(changeEngine.validateDecision(parsed as never, defaultChangeParams)).toEqual([]);
    const overBudget = cmDecisionSchema.parse({ plays: ['production', 'quality', 'maintenance', 'digital', 'leadership'].map((target) => ({ lever: 'structure', target })) });
    expect(changeEngine.validateDecision(overBudget as never, defaultChangeParams)).toEqual([{ field: 'plays', code: 'cm_over_budget', limit: 100 }]);
  });

  it('refuses unknown levers, a missing target field, control characters and too many plays, with catalogue keys', () => {
    const issues = (input: unknown) => cmDecisionSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ plays: [{ lever: 'bribe', target: null }] })).toEqual(['validation:invalid_value']);
    expect(issues({ plays: [{ lever: 'memo' }] })).toEqual(['validation:required']);
    expect(issues({ plays: [{ lever: 'oneToOne', target: 'pl\u0000ant' }] })).toHaveLength(1);
    expect(issues({ plays: Array.from({ length: MAX_PLAYS + 1 }, () => ({ lever: 'memo', target: null })) })).toEqual(['validation:too_big.array']);
    expect(issues({})).toEqual(['validation:required']);
  });
});
