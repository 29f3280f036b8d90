import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { caseOf, changePosition, defaultChangeParams, initialState, LEVERS, MISMATCH_FIT, previewDecision, type LogEntry } from '@sandtable/sim/change';
import {
  adoptionSeries,
  bestPhases,
  consoleChanges,
  fitGrade,
  issuesByPlay,
  logLine,
  mapLayout,
  submittable,
  targetName,
  targetOptions,
  withoutPlay,
  withPlay,
  withPlayMoved,
  withTarget,
  wrapLabel,
} from './model';

const factory = caseOf('factory')!;
const en = i18n.getFixedT('en-US');
const zh = i18n.getFixedT('zh-CN');

describe('lever fit', () => {
  it('grades a fit against the engine’s out-of-season bound', () => {
    expect(fitGrade(1.3)).toBe('strong');
    expect(fitGrade(1)).toBe('strong');
    expect(fitGrade(MISMATCH_FIT)).toBe('fair');
    expect(fitGrade(MISMATCH_FIT - 0.01)).toBe('weak');
    expect(bestPhases({ unfreeze: 1, change: 1, refreeze: 0.7 })).toEqual(['unfreeze', 'change']);
    expect(bestPhases(LEVERS.find((l) => l.key === 'celebrate')!.fit)).toEqual(['refreeze']);
  });
});

describe('names in the reader’s language', () => {
  it('names a play’s target: a person, a department or everyone', () => {
    expect(targetName(en, factory, 'plant', 'en-US')).toBe('Liang Hao');
    expect(targetName(zh, factory, 'plant', 'zh-CN')).toBe('梁浩');
    expect(targetName(en, factory, 'quality', 'en-US')).toBe('Quality');
    expect(targetName(en, factory, null, 'en-US')).toBe('everyone');
    expect(targetOptions(factory, 'person', 'en-US')).toHaveLength(factory.stakeholders.length);
    expect(targetOptions(factory, 'group', 'zh-CN').map((o) => o.value)).toEqual(factory.departments.map((d) => d.key));
    expect(targetOptions(factory, 'all', 'en-US')).toEqual([]);
  });

  it('writes every kind of log entry with the case’s names, and no placeholder left over', () => {
    const entries: LogEntry[] = [
      { code: 'played', lever: 'oneToOne', target: 'plant', cost: 10 },
      { code: 'played', lever: 'memo', target: null, cost: 6 },
      { code: 'skippedCooldown', lever: 'pilot', target: 'quality', value: 4 },
      { code: 'advanced', person: 'plant', from: 'aware', to: 'interested', cause: 'oneToOne' },
      { code: 'resisted', person: 'shiftB', cause: 'network' },
      { code: 'phase', from: 'unfreeze', to: 'change' },
      { code: 'credibility', value: -2, reason: 'mismatch' },
      { code: 'credibility', value: 1.5, reason: 'progress' },
      { code: 'criticalMass' },
    ];
    const lines = entries.map((e) => logLine(en, e, factory, 'en-US'));
    expect(lines).toEqual([
      'Played One-to-one talk on Liang Hao (10 points).',
      'Played Announcement memo on everyone (6 points).',
      'Pilot in a department is resting until round 4: skipped, no points spent.',
      'Liang Hao moved from Aware to Interested (mostly thanks to One-to-one talk).',
      'Ma Qiang turned resistant (pushed by colleagues).',
      'The organisation moved from Unfreeze to Change.',
      'Credibility -2 (plays out of season).',
      'Credibility +1.5 (people moving forward).',
      'Critical mass reached: good word now spreads faster than doubt.',
    ]);
    for (const e of entries) expect(logLine(zh, e, factory, 'zh-CN')).not.toMatch(/\{\{|game:cm/);
    expect(logLine(zh, entries[3]!, factory, 'zh-CN')).toContain('梁浩');
  });
});

describe('the draft', () => {
  it('adds, targets, moves and removes plays without touching the list it was given', () => {
    const start = withPlay([], 'memo');
    const two = withPlay(start, 'oneToOne');
    expect(start).toEqual([{ lever: 'memo', target: null }]);
    const targeted = withTarget(two, 1, 'plant');
    expect(targeted[1]).toEqual({ lever: 'oneToOne', target: 'plant' });
    expect(two[1]!.target).toBeNull();
    expect(withPlayMoved(targeted, 1, -1).map((p) => p.lever)).toEqual(['oneToOne', 'memo']);
    expect(withPlayMoved(targeted, 0, -1)).toEqual(targeted);
    expect(withoutPlay(targeted, 0)).toEqual([{ lever: 'oneToOne', target: 'plant' }]);
  });

  it('splits the engine’s issues by play, and blocks a submit on any of them, a resting lever too', () => {
    const params = defaultChangeParams;
    const state = initialState(params, ['t']);
    const position = { ...changePosition(state, 't', params)!, cooldowns: { pilot: 3 } };
    const missing = previewDecision({ plays: [{ lever: 'oneToOne', target: null }] }, position, params);
    expect(issuesByPlay(missing.issues).byPlay.get(0)?.map((i) => i.code)).toEqual(['cm_target_required']);
    expect(submittable(missing)).toBe(false);
    const resting = previewDecision({ plays: [{ lever: 'pilot', target: 'quality' }] }, position, params);
    expect(resting.plays[0]!.restsUntil).toBe(3);
    expect(issuesByPlay(resting.issues).byPlay.get(0)).toEqual([{ field: 'plays', code: 'cm_on_cooldown', play: 0, limit: 3 }]);
    expect(submittable(resting)).toBe(false);
    expect(submittable(previewDecision({ plays: [{ lever: 'pilot', target: 'quality' }] }, { ...position, cooldowns: {} }, params))).toBe(true);
    const plays = ['townHall', 'urgency', 'incentives', 'quickWin', 'celebrate', 'story', 'memo'].map((lever) => ({ lever, target: null }));
    const over = previewDecision({ plays: plays as never }, position, params);
    expect(over.left).toBeLessThan(0);
    expect(issuesByPlay(over.issues).general.map((i) => i.code)).toEqual(['cm_over_budget']);
    expect(submittable(over)).toBe(false);
  });
});

describe('the map and the curve', () => {
  it('puts every person in their department’s lane, inside the drawing', () => {
    const layout = mapLayout(factory);
    expect(layout.nodes).toHaveLength(factory.stakeholders.length);
    const laneOf = new Map(layout.lanes.map((l) => [l.key, l.y]));
    for (const s of factory.stakeholders) {
      const node = layout.nodes.find((n) => n.id === s.id)!;
      expect(node.y).toBe(laneOf.get(s.department));
      expect(node.x - node.r).toBeGreaterThan(0);
      expect(node.x + node.r).toBeLessThan(layout.width);
      expect(node.y - node.r).toBeGreaterThan(0);
      expect(node.y + node.r + 30).toBeLessThan(layout.height);
    }
  });

  it('wraps a label at spaces into at most the lines given', () => {
    expect(wrapLabel('IT and process engineering', 17)).toEqual(['IT and process', 'engineering']);
    expect(wrapLabel('Maintenance technicians', 16, 1)).toEqual(['Maintenance…']);
    expect(wrapLabel('一线操作工（1、2 号线）', 7, 1)).toEqual(['一线操作工（…']);
    expect(wrapLabel('Quality', 17)).toEqual(['Quality']);
  });

  it('draws the adoption curve as shares of the organisation per round', () => {
    const counts = { unaware: 4, aware: 4, interested: 2, trying: 3, adopted: 2, resistant: 1 };
    const [index, trying, adopted, resistant] = adoptionSeries(en, [{ adoptionIndex: 0.4, adoptedShare: 2 / 16, counts }]);
    expect(index!.data).toEqual([0.4]);
    expect(trying!.data).toEqual([5 / 16]);
    expect(adopted!.data).toEqual([2 / 16]);
    expect(resistant!.data).toEqual([1 / 16]);
    expect(index!.name).toBe('Adoption index');
  });
});

describe('the lecturer’s console', () => {
  const teams = [
    { teamId: 1, submitted: false },
    { teamId: 2, submitted: true },
  ];
  it('switches the course’s level only before any team has submitted the round, a team’s before that team has', () => {
    const open = consoleChanges({ status: 'running', round: 2, teams });
    expect(open.courseLevel).toBe(false);
    expect([...open.teamLevel]).toEqual([1]);
    expect(open.restart).toBe(true);
    expect(consoleChanges({ status: 'paused', round: 2, teams: teams.map((t) => ({ ...t, submitted: false })) }).courseLevel).toBe(true);
  });
  it('changes nothing once the game is finished', () => {
    for (const games of [{ status: 'finished', round: null, teams }, { status: 'running', round: null, teams }]) {
      const done = consoleChanges(games);
      expect([done.courseLevel, done.teamLevel.size, done.restart]).toEqual([false, 0, false]);
    }
  });
});
