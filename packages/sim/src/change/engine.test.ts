import { describe, expect, it } from 'vitest';
import { engineFor } from '../registry';
import { changeEngine } from './engine';
import { defaultChangeParams as params } from './params';
import { initialState, restartTeam, withLevel } from './state';
import { validateDecision } from './validate';

describe('changeEngine behind the game-engine interface', () => {
  it('is the registered engine of CM', () => {
    expect(changeEngine.gameId).toBe('CM');
    expect(engineFor('CM')).toBe(changeEngine);
  });

  it('has usable defaults and reports bad parameters as sentences', () => {
    expect(changeEngine.paramProblems(changeEngine.defaultParams)).toEqual([]);
    expect(changeEngine.paramProblems({ ...params, caseId: 'nope', level: 'hard' as never, budget: 0 })).toHaveLength(3);
    expect(changeEngine.paramsWith({ scoreWeights: { adoption: 3, adopted: 1 } }).scoreWeights).toEqual({ adoption: 0.75, adopted: 0.25 });
  });

  it('fills in late teams by carry-over and computer teams by the reference play, always valid', () => {
    let state = initialState(params, ['a', 'b', 'c']);
    const first = changeEngine.fillMissing(state, { a: { plays: [{ lever: 'memo', target: null }] } }, params, 1, ['c']);
    expect(first.filled).toEqual([{ teamId: 'b', by: 'computer' }, { teamId: 'c', by: 'computer' }]);
    for (const d of Object.values(first.decisions)) expect(validateDecision(d, params)).toEqual([]);
    state = changeEngine.settle(state, first.decisions, params, 1).state;
    const second = changeEngine.fillMissing(state, {}, params, 2, ['c']);
    expect(second.filled).toEqual([{ teamId: 'a', by: 'carried_over' }, { teamId: 'b', by: 'carried_over' }, { teamId: 'c', by: 'computer' }]);
    expect(second.decisions.a).toEqual({ plays: [{ lever: 'memo', target: null }] });
  });

  it('gives the form a position, a suggestion within the budget and a live preview', () => {
    const state = initialState(params, ['a']);
    const position = changeEngine.position(state, 'a', params)!;
    expect(changeEngine.position(state, 'zz', params)).toBeNull();
    expect(position).toMatchObject({ round: 1, budget: 100, phase: 'unfreeze', level: 'standard', criticalMass: false });
    const suggestion = changeEngine.suggestedDecision(params, position);
    expect(validateDecision(suggestion, params)).toEqual([]);
    const preview = changeEngine.preview({ plays: [{ lever: 'coalition', target: 'plant' }, { lever: 'structure', target: 'production' }, { lever: 'quickWin' }] }, position, params);
    expect(preview.spent).toBe(14 + 26 + 12);
    expect(preview.plays.map((p) => [p.lever, p.reach, p.outOfSeason, p.wouldFail])).toEqual([
      ['coalition', 1, false, true],
      ['structure', 7, true, false],
      ['quickWin', 16, true, true],
    ]);
    expect(changeEngine.limitsPosition(params).people).toEqual(position.people);
  });

  it('switches the level of one team or all, from the next round on', () => {
    const state = initialState(params, ['a', 'b']);
    expect(withLevel(state, 'fierce', 'b').teams.map((t) => t.level)).toEqual(['standard', 'fierce']);
    expect(withLevel(state, 'mild').teams.map((t) => t.level)).toEqual(['mild', 'mild']);
    expect(() => withLevel(state, 'mild', 'zz')).toThrow();
  });

  it('restarts one team’s organisation at the case’s start, keeping its level and the points it earned', () => {
    const start = withLevel(initialState(params, ['a', 'b']), 'fierce', 'a');
    const played = changeEngine.settle(start, { a: changeEngine.suggestedDecision(params, changeEngine.position(start, 'a', params)!), b: { plays: [{ lever: 'memo', target: null }] } }, params, 3).state;
    const restarted = restartTeam(played, 'a', params);
    const fresh = initialState({ ...params, level: 'fierce' }, ['a']).teams[0];
    expect(restarted.teams[0]).toEqual({ ...fresh, scoreSum: played.teams[0].scoreSum });
    expect(played.teams[0].people).not.toEqual(fresh.people);
    expect(restarted.teams[1]).toBe(played.teams[1]);
    expect(restarted.round).toBe(1);
    expect(() => restartTeam(played, 'zz', params)).toThrow();
  });

  it('refuses a state it cannot have written: an unknown level, another case\'s people', () => {
    const state = initialState(params, ['a']);
    const decisions = { a: { plays: [] } };
    expect(() => changeEngine.settle({ ...state, teams: [{ ...state.teams[0], level: 'hard' as never }] }, decisions, params, 1)).toThrow(/unknown level/);
    expect(() => changeEngine.settle({ ...state, teams: [{ ...state.teams[0], people: state.teams[0].people.slice(1) }] }, decisions, params, 1)).toThrow(/not the case's/);
    expect(() => changeEngine.settle(state, decisions, { ...params, caseId: 'merger' }, 1)).toThrow(/plays case factory/);
  });

  it('quotes the rules from the same levers and thresholds', () => {
    const rules = changeEngine.rules(params);
    expect(rules.levers).toHaveLength(16);
    expect(rules.budget).toBe(100);
  });
});
