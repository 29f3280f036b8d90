// The golden scenario: three teams lead the manufacturer through five rounds at the standard level;
// every result is checked in (golden.json) and compared exactly, so any change to the model's
// numbers shows up as a diff to review. After an intended change, regenerate it with:
//   UPDATE_GOLDEN=1 npx vitest run packages/sim/src/change/golden.test.ts
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultChangeParams as params } from './params';
import { replay } from './replay';
import { roundSeed } from '../seeds';
import { initialState } from './state';
import type { LeverPlay, RoundDecisions } from './types';

const GOLDEN = new URL('./golden.json', import.meta.url);
const GAME_SEED = 20_261_124;
const TEAMS = ['broadcaster', 'networker', 'builder'];

const all = (lever: LeverPlay['lever']): LeverPlay => ({ lever, target: null });
const to = (lever: LeverPlay['lever'], target: string): LeverPlay => ({ lever, target });

/** A team that only tells, one that works through people, one that builds step by step. */
const ROUNDS: RoundDecisions[] = [
  {
    broadcaster: { plays: [all('urgency'), all('townHall'), all('story'), all('memo')] },
    networker: { plays: [all('memo'), to('coalition', 'itlead'), to('oneToOne', 'gm'), to('oneToOne', 'plant'), to('oneToOne', 'veteran'), to('listen', 'council'), to('oneToOne', 'prodmgr')] },
    builder: { plays: [all('urgency'), to('workshop', 'production'), to('workshop', 'digital'), all('story'), to('oneToOne', 'plant'), to('oneToOne', 'veteran'), to('oneToOne', 'council')] },
  },
  {
    broadcaster: { plays: [all('story'), all('memo'), to('workshop', 'production'), to('workshop', 'quality')] },
    networker: { plays: [to('coalition', 'gm'), to('oneToOne', 'plant'), to('oneToOne', 'veteran'), to('oneToOne', 'shiftA'), to('oneToOne', 'prodmgr'), to('listen', 'shiftB'), to('oneToOne', 'engineer'), to('oneToOne', 'maintlead')] },
    builder: { plays: [to('pilot', 'digital'), to('training', 'digital'), to('coalition', 'engineer'), all('memo'), to('oneToOne', 'plant'), to('oneToOne', 'prodmgr')] },
  },
  {
    broadcaster: { plays: [all('townHall'), all('memo'), all('quickWin'), to('workshop', 'maintenance')] },
    networker: { plays: [to('coalition', 'plant'), to('coalition', 'veteran'), to('oneToOne', 'line1'), to('oneToOne', 'shiftB'), to('listen', 'techs'), to('oneToOne', 'council'), to('oneToOne', 'qmgr')] },
    builder: { plays: [all('quickWin'), to('training', 'production'), to('coaching', 'digital'), to('pilot', 'production'), to('oneToOne', 'veteran'), to('oneToOne', 'line1')] },
  },
  {
    broadcaster: { plays: [all('story'), all('urgency'), all('memo'), to('workshop', 'production'), to('workshop', 'digital')] },
    networker: { plays: [all('quickWin'), to('pilot', 'production'), to('training', 'production'), to('coaching', 'production'), to('oneToOne', 'line1'), to('oneToOne', 'line3')] },
    builder: { plays: [to('training', 'production'), to('coaching', 'production'), to('coaching', 'quality'), all('incentives'), to('listen', 'techs'), to('oneToOne', 'shiftB')] },
  },
  {
    broadcaster: { plays: [all('townHall'), all('incentives'), all('celebrate'), to('training', 'production')] },
    networker: { plays: [to('structure', 'production'), all('celebrate'), to('coaching', 'production'), to('coaching', 'maintenance'), to('oneToOne', 'techs'), to('oneToOne', 'shiftB'), to('listen', 'council')] },
    builder: { plays: [to('structure', 'production'), all('celebrate'), to('training', 'maintenance'), to('coaching', 'production'), to('oneToOne', 'techs'), to('oneToOne', 'inspectors')] },
  },
];

describe('golden scenario: 3 teams, 5 rounds, the manufacturer at the standard level', () => {
  it('reproduces the checked-in results exactly', () => {
    const seeds = ROUNDS.map((_, k) => roundSeed(GAME_SEED, k + 1));
    const { states, results } = replay(initialState(params, TEAMS), ROUNDS, params, seeds);
    const actual = JSON.parse(JSON.stringify({ gameSeed: GAME_SEED, seeds, results, finalState: states.at(-1) }));
    if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(GOLDEN, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(fs.readFileSync(GOLDEN, 'utf8')));
  });
});
