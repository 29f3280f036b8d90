import { describe, expect, it } from 'vitest';
import { TS_TEAMS, TS_VERSIONS } from '../../../shared/src/rules/constants';
import { engineFor } from '../registry';
import { TEAM_SIZE } from './constants';
import { memberRecord, teamLeadership } from './debrief';
import { synergyEngine as engine } from './engine';
import { defaultSynergyParams as params } from './params';
import { expertOrder, scenarioList, scenarioOf } from './scenarios';
import { initialState } from './state';
import type { TsDecision } from './types';
import { validateDecision } from './validate';

const scenario = scenarioOf(params.tsVersion)!;
const items = scenario.items.map((i) => i.id);
const expert = expertOrder(scenario);
const reversed = [...expert].reverse();
const decision = (consensus: string[] | null, ...rankings: (string[] | null)[]): TsDecision => ({
  individuals: rankings.map((ranking, k) => ({ memberId: `m${k}`, ranking })),
  consensus,
});

describe('synergyEngine behind the game-engine interface', () => {
  it('plays TS for 1–25 teams, registered with its server paths', () => {
    expect(engine.gameId).toBe('TS');
    expect(engine.teams).toEqual({ min: 1, max: 25 });
    // The course rules' figures (spec §9) and the engine's are the same.
    expect({ ...engine.teams, size: TEAM_SIZE }).toEqual(TS_TEAMS);
    // A course may choose exactly the versions the engine has scenarios for.
    const versions = scenarioList().map((s) => s.version);
    expect({ min: Math.min(...versions), max: Math.max(...versions), count: versions.length }).toEqual({ ...TS_VERSIONS, count: TS_VERSIONS.max - TS_VERSIONS.min + 1 });
    expect(engineFor('TS')).toBe(engine);
    expect(() => initialState(params, [])).toThrow(/1 to 25 teams/);
    expect(() => initialState(params, Array.from({ length: 26 }, (_, k) => `t${k}`))).toThrow(/1 to 25 teams/);
  });

  it('has usable defaults and reports bad parameters as sentences', () => {
    expect(engine.paramProblems(engine.defaultParams)).toEqual([]);
    expect(engine.paramProblems({ ...params, tsVersion: 9, scoreWeights: { accuracy: 0, synergy: 0 }, phaseMinutes: { ...params.phaseMinutes, consensus: -1 } })).toEqual([
      'unknown scenario version 9',
      'scoreWeights must be ≥ 0 with a positive sum',
      'phaseMinutes.consensus must be a whole number of minutes from 0 to 120',
    ]);
    const chosen = engine.paramsWith({ scoreWeights: { accuracy: 1, synergy: 1 }, tsVersion: 4, phaseMinutes: { consensus: 40 } });
    expect(chosen.scoreWeights).toEqual({ accuracy: 0.5, synergy: 0.5 });
    expect([chosen.tsVersion, chosen.phaseMinutes.consensus, chosen.phaseMinutes.individual]).toEqual([4, 40, 10]);
    expect(engine.scoreWeights(params)).toEqual({ accuracy: 0.6, synergy: 0.4 });
  });

  it('keeps a submitted consensus, and stands one in for a team without one (average, else a seeded guess), always valid', () => {
    const state = initialState(params, ['a', 'b', 'c', 'd']);
    const submitted = { a: decision(expert, reversed, null), b: decision(null, expert, expert, null), d: decision(items, expert) };
    const { decisions, filled } = engine.fillMissing(state, submitted, params, 7, ['d']);
    expect(filled).toEqual([{ teamId: 'b', by: 'computer' }, { teamId: 'c', by: 'computer' }, { teamId: 'd', by: 'computer' }]);
    expect(decisions.a).toEqual(submitted.a);
    expect(decisions.b).toEqual({ ...submitted.b, consensus: expert });
    expect(decisions.c.individuals).toEqual([]);
    expect(decisions.d.consensus).toEqual(expert); // a computer team takes its members' average, never its own submission
    for (const d of Object.values(decisions)) expect(validateDecision(d, params)).toEqual([]);
    // The same seed draws the same guess; another seed another.
    expect(engine.fillMissing(state, submitted, params, 7, ['d']).decisions.c).toEqual(decisions.c);
    expect(engine.fillMissing(state, submitted, params, 8, ['d']).decisions.c).not.toEqual(decisions.c);
  });

  it('scores once, ranks by score then team error, and replays bit for bit', () => {
    const state = initialState(params, ['a', 'b', 'c']);
    const decisions = { a: decision(reversed, reversed), b: decision(expert, reversed, expert), c: decision(expert, expert) };
    const { state: after, results } = engine.settle(state, decisions, params, 42);
    expect(results.ranking).toEqual(['b', 'c', 'a']);
    expect(engine.teamScores(results)).toEqual([
      { teamId: 'a', score: 20, rank: 3, overallScore: 20, overallRank: 3 }, // accuracy 0, synergy 50: no worse than its member
      { teamId: 'b', score: 100, rank: 1, overallScore: 100, overallRank: 1 },
      { teamId: 'c', score: 80, rank: 2, overallScore: 80, overallRank: 2 },
    ]);
    expect([results.itemCount, results.maxError, results.chanceError]).toEqual([14, 98, 65]);
    expect(after.round).toBe(1);
    expect(after.teams[1].lastDecision).toEqual(decisions.b);
    expect(() => engine.settle(after, decisions, params, 42)).toThrow(/scored once/);
    expect(engine.replay(state, [decisions], params, [42]).results[0]).toEqual(results);
    expect(() => engine.settle(state, decisions, { ...params, tsVersion: 2 }, 42)).toThrow(/scenario version 1, the params 2/);
    expect(() => engine.settle(state, { ...decisions, a: decision(null) }, params, 42)).toThrow(/invalid decision for team a: consensus required/);
    expect(() => engine.settle(state, { a: decisions.a, b: decisions.b }, params, 42)).toThrow(/no decision for team c/);
  });

  it('gives the ranking screens the items, a valid start and a live preview that reveals nothing of the expert', () => {
    const state = initialState(params, ['a']);
    const position = engine.position(state, 'a', params)!;
    expect(engine.position(state, 'zz', params)).toBeNull();
    expect(position).toEqual({ tsVersion: 1, round: 1, items, maxMembers: 6 });
    expect(engine.limitsPosition(params)).toEqual(position);
    expect(validateDecision(engine.suggestedDecision(params, position), params)).toEqual([]);
    const partial = engine.preview({ consensus: [expert[0], null, expert[0], 'nope'], individuals: [{ memberId: 'm0', ranking: expert }] }, position, params);
    expect(partial).toMatchObject({ placed: 3, itemCount: 14, complete: false, members: [{ memberId: 'm0', answered: true, distance: null, influence: null }] });
    expect(partial.missing).toHaveLength(13);
    expect(partial.issues).toEqual([{ code: 'ts_repeated_item', place: 1 }, { code: 'ts_unknown_item', place: 2 }]);
    const full = engine.preview({ consensus: expert, individuals: [{ memberId: 'm0', ranking: reversed }, { memberId: 'm1', ranking: null }] }, position, params);
    expect(full.complete).toBe(true);
    expect(full.members).toEqual([
      { memberId: 'm0', answered: true, distance: 98, influence: 0 },
      { memberId: 'm1', answered: false, distance: null, influence: null },
    ]);
  });

  it('quotes the rules: items, errors, bands, weights, phases', () => {
    const rules = engine.rules(params);
    expect(rules).toMatchObject({ itemCount: 14, maxError: 98, chanceError: 65, accuracyWeight: 60, synergyWeight: 40, minSynergySpread: 6.5, teamSize: 4 });
    expect(rules.bands).toEqual([
      { key: 'excellent', maxError: 16 },
      { key: 'good', maxError: 29 },
      { key: 'fair', maxError: 45 },
      { key: 'weak', maxError: 65 },
    ]);
    expect(rules.phases.map((p) => p.phase)).toEqual(['briefing', 'individual', 'consensus', 'reveal', 'scoreboard', 'debrief']);
  });

  it('derives the learner\'s record and the team-leadership view from the results', () => {
    const state = initialState(params, ['a']);
    const { results } = engine.settle(state, { a: decision(expert, reversed, expert, null) }, params, 1);
    expect(memberRecord(results, 'm1')).toMatchObject({ teamId: 'a', answered: true, ownError: 0, closest: true, influence: 100, teamError: 0, outcome: 'matchedBest', teamRank: 1, teams: 1 });
    expect(memberRecord(results, 'm2')).toMatchObject({ answered: false, ownError: null, ownBand: null, influence: null });
    expect(memberRecord(results, 'nobody')).toBeNull();
    expect(teamLeadership(results.teams[0])).toEqual({
      teamId: 'a',
      participation: { answered: 2, rosterSize: 3 },
      members: [
        { memberId: 'm0', answered: true, error: 98, best: false, influence: 0, mostInfluential: false },
        { memberId: 'm1', answered: true, error: 0, best: true, influence: 100, mostInfluential: true },
        { memberId: 'm2', answered: false, error: null, best: false, influence: null, mostInfluential: false },
      ],
      bestHeard: true,
      influenceSpread: 100,
      outcome: 'matchedBest',
    });
  });
});
