import { describe, expect, it } from 'vitest';
import { caseOf, LEVER_KEYS, suggestedDecision, type TeamRoundResult } from '@sandtable/sim/change';
import { newPractice, playRound, practicePosition } from './practice';
import { debrief, departmentSeries, heatShade, leverHeat, officialRounds, stepFrame, teamCurves, type ResultRound } from './results';

/** Rounds of a real game: the engine's suggested plays on the factory case (the practice settles them as a course would). */
function played(rounds: number, plays?: (r: number) => { lever: string; target: string | null }[]): ResultRound[] {
  let p = newPractice('factory', 'standard', 11);
  for (let r = 1; r <= rounds; r++) p = playRound({ ...p, plays: (plays?.(r) ?? suggestedDecision(p.params, practicePosition(p)).plays) as never });
  return p.history.map((result, i) => ({ number: i + 1, practice: false, result }));
}

const factory = caseOf('factory')!;

describe('the CM results', () => {
  const rounds = played(4);

  it('reads adoption per department, each within 0–1, one value a round, the same people as the index', () => {
    const series = departmentSeries(factory, rounds, 'en-US');
    expect(series.map((s) => s.name)).toEqual(factory.departments.map((d) => d.name.en));
    for (const s of series) {
      expect(s.data).toHaveLength(4);
      for (const v of s.data) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
    // The departments’ influence-weighted means, weighted again by influence, are the organisation’s index (the engine rounds it to 4 places).
    const weight = (key: string) => factory.stakeholders.filter((p) => p.department === key).reduce((s, p) => s + p.influence, 0);
    const total = factory.stakeholders.reduce((s, p) => s + p.influence, 0);
    const recombined = factory.departments.reduce((sum, d, i) => sum + (series[i]!.data[3] as number) * weight(d.key), 0) / total;
    expect(recombined).toBeCloseTo(rounds[3]!.result.adoptionIndex, 3);
    expect(departmentSeries(factory, rounds, 'zh-CN')[0]!.name).toBe(factory.departments[0]!.name.zh);
  });

  it('counts each lever that took effect per round in the heat map, in the catalogue’s order', () => {
    const heat = leverHeat(rounds);
    expect(heat.rounds).toEqual([1, 2, 3, 4]);
    const played = rounds.map((r) => r.result.log.filter((l) => l.code === 'played').length);
    expect(heat.rows.reduce((sum, row) => sum + row.total, 0)).toBe(played.reduce((a, b) => a + b, 0));
    rounds.forEach((_, i) => expect(heat.rows.reduce((sum, row) => sum + row.counts[i]!, 0)).toBe(played[i]));
    const order = heat.rows.map((r) => LEVER_KEYS.indexOf(r.lever));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(heat.max).toBe(Math.max(...heat.rows.flatMap((r) => r.counts)));
    expect(leverHeat([])).toEqual({ rounds: [], rows: [], max: 0 });
  });

  it('shades a cell 0 when not played and 1–4 by its share of the largest', () => {
    expect(heatShade(0, 3)).toBe(0);
    expect(heatShade(1, 4)).toBe(1);
    expect(heatShade(3, 3)).toBe(4);
    expect(heatShade(2, 0)).toBe(0);
  });

  it('debriefs a team’s game from its logs: final standing, moments, choices, holdouts', () => {
    const d = debrief(factory, rounds)!;
    const last = rounds[3]!.result;
    expect(d.rounds).toBe(4);
    expect(d.final).toMatchObject({ overallScore: last.overallScore, overallRank: last.overallRank, phase: last.phase, adopted: last.counts.adopted, people: 16 });
    expect(d.final.credibilityStart).toBe(rounds[0]!.result.credibilityBefore);
    expect(d.phaseReached.unfreeze).toBe(1);
    if (last.phase !== 'unfreeze') expect(d.phaseReached[last.phase]).toBeGreaterThan(1);
    expect(d.plays).toBe(leverHeat(rounds).rows.reduce((s, r) => s + r.total, 0));
    expect(d.unused.length + leverHeat(rounds).rows.length).toBe(LEVER_KEYS.length);
    expect(d.holdouts.length).toBeLessThanOrEqual(3);
    for (const h of d.holdouts) expect(h.state).not.toBe('adopted');
    expect(d.resistant).toEqual(last.people.filter((p) => p.state === 'resistant').map((p) => p.id));
  });

  it('finds plays out of season: the memo while changing or refreezing is one', () => {
    const memoOnly = played(6, () => [{ lever: 'memo', target: null }]);
    const d = debrief(factory, memoOnly)!;
    expect(d.favourite).toEqual(['memo']);
    const late = memoOnly.filter((r) => r.result.phaseBefore === 'refreeze').length;
    expect(d.outOfSeason.length).toBe(late);
  });

  it('ignores practice rounds and answers nothing before a round', () => {
    const withPractice: ResultRound[] = [{ number: 0, practice: true, result: rounds[0]!.result }, ...rounds];
    expect(officialRounds(withPractice)).toHaveLength(4);
    expect(debrief(factory, withPractice)!.rounds).toBe(4);
    expect(debrief(factory, [])).toBeNull();
    expect(debrief(factory, [{ number: 0, practice: true, result: {} as TeamRoundResult }])).toBeNull();
  });

  it('draws every team’s curve over the rounds, with gaps where a team has none', () => {
    const series = teamCurves(
      [1, 2],
      [{ teamId: 1, points: [{ round: 1, adoptionIndex: 0.2 }, { round: 2, adoptionIndex: 0.3 }] }, { teamId: 2, points: [{ round: 2, adoptionIndex: 0.1 }] }],
      [
        { teamId: 1, teamName: 'Red', colour: '#f5222d' },
        { teamId: 2, teamName: 'Blue', colour: '' },
      ],
    );
    expect(series).toEqual([
      { name: 'Red', color: '#f5222d', data: [0.2, 0.3] },
      { name: 'Blue', color: undefined, data: [null, 0.1] },
    ]);
  });

  it('steps the replay within its frames', () => {
    expect(stepFrame(0, -1, 3)).toBe(0);
    expect(stepFrame(1, 1, 3)).toBe(2);
    expect(stepFrame(2, 1, 3)).toBe(2);
    expect(stepFrame(0, 1, 0)).toBe(0);
  });
});
