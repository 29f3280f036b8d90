import { describe, expect, it } from 'vitest';
import { decisionCost, suggestedDecision } from '@sandtable/sim/change';
import { newPractice, playRound, practiceFinished, practicePosition, practicePreview, PRACTICE_ROUNDS, readPractice } from './practice';

describe('the self-paced practice', () => {
  it('plays every round against the engine within the budget, then stops', () => {
    let p = newPractice('merger', 'fierce', 42);
    expect(practicePosition(p)).toMatchObject({ round: 1, level: 'fierce', budget: 100 });
    while (!practiceFinished(p)) {
      const plays = suggestedDecision(p.params, practicePosition(p)).plays;
      p = { ...p, plays };
      expect(practicePreview(p).spent).toBe(decisionCost({ plays }));
      p = playRound(p);
      expect(p.plays).toEqual([]);
      expect(p.history.at(-1)!.spent).toBeLessThanOrEqual(100);
    }
    expect(p.history).toHaveLength(PRACTICE_ROUNDS);
    expect(playRound(p)).toBe(p);
  });

  it('is the same game from the same seed and plays, and survives the browser’s storage', () => {
    const run = () => {
      let p = newPractice('factory', 'standard', 7);
      for (let r = 0; r < 3; r++) p = playRound({ ...p, plays: suggestedDecision(p.params, practicePosition(p)).plays });
      return p;
    };
    const a = run();
    expect(run()).toEqual(a);
    expect(readPractice(JSON.stringify(a))).toEqual(a);
    expect(readPractice(null)).toBeNull();
    expect(readPractice('{not json')).toBeNull();
    expect(readPractice(JSON.stringify({ ...a, version: 0 }))).toBeNull();
  });
});
