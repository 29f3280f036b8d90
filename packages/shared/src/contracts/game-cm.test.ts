import { describe, expect, it } from 'vitest';
import { changeEngine, defaultChangeParams, MAX_PLAYS } from '@sandtable/sim/change';
import { CM_PUBLIC_RESULT_KEYS, cmDecisionSchema, cmTeamResultSchema, cmTeamRowSchema } from './game-cm';

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

describe('a CM team row on the wire', () => {
  it('requires exactly the public keys; every other key of a team’s line is optional (derived from CM_PUBLIC_RESULT_KEYS)', () => {
    const required = Object.entries(cmTeamRowSchema.shape).filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key);
    expect(required.sort()).toEqual([...CM_PUBLIC_RESULT_KEYS].sort());
    expect(Object.keys(cmTeamRowSchema.shape).sort()).toEqual(Object.keys(cmTeamResultSchema.shape).sort());
  });
});
