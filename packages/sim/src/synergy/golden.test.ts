// The golden scenario: four teams play the sea scenario (version 1) — one that listens and beats its
// best member, one a loud member steers away from its best, one with a late member and no consensus
// recorded (the average stands in), one that handed in nothing (a seeded guess stands in). Every
// figure is checked in (golden.json) and compared exactly, so any change to the scoring shows up as a
// diff to review. After an intended change, regenerate it with:
//   UPDATE_GOLDEN=1 npx vitest run packages/sim/src/synergy/golden.test.ts
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roundSeed } from '../seeds';
import { fillMissing } from './decisions';
import { defaultSynergyParams as params } from './params';
import { settle } from './settle';
import { initialState } from './state';
import type { TsDecisions } from './types';

const GOLDEN = new URL('./golden.json', import.meta.url);
const GAME_SEED = 20_261_124;
const TEAMS = ['listeners', 'dominated', 'late', 'absent'];

const w = (s: string) => s.split(' ');
const SUBMITTED: TsDecisions = {
  listeners: {
    individuals: [
      { memberId: 'li', ranking: w('vhf water smoke tarp drogue firstaid blankets knife hats bars fishing phone chart rum') },
      { memberId: 'wang', ranking: w('water bars vhf fishing smoke tarp hats knife firstaid blankets phone chart drogue rum') },
      { memberId: 'zhao', ranking: w('phone vhf water chart smoke knife bars tarp firstaid hats blankets fishing drogue rum') },
      { memberId: 'chen', ranking: w('water vhf smoke firstaid tarp hats drogue blankets bars knife phone fishing rum chart') },
    ],
    consensus: w('vhf smoke water tarp drogue blankets firstaid hats knife bars phone fishing chart rum'),
  },
  dominated: {
    individuals: [
      { memberId: 'loud', ranking: w('water bars fishing vhf phone chart knife smoke tarp firstaid hats blankets rum drogue') },
      { memberId: 'quiet', ranking: w('vhf smoke water drogue blankets tarp hats firstaid knife bars phone fishing chart rum') },
      { memberId: 'sun', ranking: w('water vhf tarp smoke bars firstaid knife hats blankets drogue fishing phone chart rum') },
      { memberId: 'zhou', ranking: w('vhf water bars smoke tarp firstaid phone knife hats fishing blankets chart drogue rum') },
    ],
    consensus: w('water bars vhf fishing smoke phone knife tarp chart firstaid hats blankets drogue rum'),
  },
  late: {
    individuals: [
      { memberId: 'he', ranking: w('smoke vhf water tarp blankets drogue hats firstaid knife phone bars fishing chart rum') },
      { memberId: 'lin', ranking: w('water vhf smoke bars tarp drogue firstaid knife hats blankets fishing phone rum chart') },
      { memberId: 'ma', ranking: null },
      { memberId: 'guo', ranking: w('vhf water phone smoke firstaid tarp knife bars hats blankets drogue fishing chart rum') },
    ],
    consensus: null,
  },
};

describe('golden scenario: four teams on the sea scenario', () => {
  it('reproduces the checked-in results exactly', () => {
    const seed = roundSeed(GAME_SEED, 1);
    const state = initialState(params, TEAMS);
    const { decisions, filled } = fillMissing(state, SUBMITTED, params, seed, []);
    const { state: after, results } = settle(state, decisions, params, seed);
    const actual = JSON.parse(JSON.stringify({ gameSeed: GAME_SEED, seed, filled, results, finalState: after }));
    if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(GOLDEN, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(fs.readFileSync(GOLDEN, 'utf8')));
  });

  it('tells the story the teams were written for', () => {
    const seed = roundSeed(GAME_SEED, 1);
    const state = initialState(params, TEAMS);
    const { decisions, filled } = fillMissing(state, SUBMITTED, params, seed, []);
    const { results } = settle(state, decisions, params, seed);
    const [listeners, dominated, late, absent] = results.teams;
    expect(filled).toEqual([{ teamId: 'late', by: 'computer' }, { teamId: 'absent', by: 'computer' }]);
    expect([listeners.outcome, listeners.bestHeard, listeners.rank]).toEqual(['synergy', true, 1]);
    expect([dominated.outcome, dominated.bestHeard]).toEqual(['noGain', false]);
    expect(dominated.members.find((m) => m.memberId === 'loud')!.influence).toBeGreaterThan(dominated.members.find((m) => m.memberId === 'quiet')!.influence!);
    expect([late.answered, late.rosterSize, late.members[2].answered]).toEqual([3, 4, false]);
    expect([absent.outcome, absent.synergyScore, absent.rosterSize]).toEqual(['noIndividuals', 0, 0]);
    // Steered away from its best member (error 4), the team did barely better than a guess.
    expect(dominated.teamError).toBeGreaterThan(dominated.averageIndividualError!);
    expect(results.ranking.slice(0, 2)).toEqual(['listeners', 'late']);
  });
});
