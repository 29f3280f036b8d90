// Every scenario version is playable, bilingual and does not give its answer away; a published
// version's items and expert ranks are pinned, so changing one fails here (publish a new version).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { courseDetailsObject } from '../../../shared/src/rules/course';
import { SCENARIOS, expertOrder, scenarioList, scenarioProblems } from './scenarios';
import { chanceError, rankDistance } from './scoring';

/** sha256 of "id:expertRank" in listing order, per version. */
const PUBLISHED: Record<number, string> = {
  1: '797c15d49a3fdfc5a6d3d61f60f5697979dbe3b62cec99ff71a74706cdcd9cde',
  2: '4567f5886aa38c3f6ba9a4c37154e05321e23a98f2a9a8213a9187915f603d9a',
  3: '69d13a8cb9f93bd7f39579bc6fc577b23771a5aa0aafac7b0c02fbc47a059f78',
  4: '27bbc626659b9ffaf2e5adf0735ff14dba3fc3c02546e2a6c08ad80efe3cec2a',
};

describe('scenario versions', () => {
  it('are all playable: 12–15 items, ranks 1..n, both languages, sources cited', () => {
    for (const s of SCENARIOS) expect(scenarioProblems(s), s.key).toEqual([]);
  });

  it('have distinct versions a course can choose (tsVersion), three survival and one business', () => {
    const versions = SCENARIOS.map((s) => s.version);
    expect(new Set(versions).size).toBe(versions.length);
    const tsVersion = courseDetailsObject.shape.tsVersion;
    for (const v of versions) expect(tsVersion.safeParse(v).success, `tsVersion ${v}`).toBe(true);
    expect(SCENARIOS.filter((s) => s.kind === 'survival').length).toBeGreaterThanOrEqual(3);
    expect(SCENARIOS.filter((s) => s.kind === 'business').length).toBeGreaterThanOrEqual(1);
    expect(scenarioList().map((s) => [s.version, s.key, s.itemCount])).toEqual([[1, 'sea', 14], [2, 'desert', 14], [3, 'winter', 13], [4, 'recall', 14]]);
    expect(JSON.stringify(scenarioList())).not.toMatch(/expertRank|reason/);
  });

  it('list their items far from the expert\'s order (a player who keeps the list as it is learns nothing)', () => {
    for (const s of SCENARIOS) {
      const listed = s.items.map((i) => i.id);
      expect(rankDistance(listed, expertOrder(s)), s.key).toBeGreaterThanOrEqual(0.8 * chanceError(listed.length));
    }
  });

  it('keep a published version\'s items and expert ranks unchanged', () => {
    for (const s of SCENARIOS) {
      const fingerprint = createHash('sha256').update(s.items.map((i) => `${i.id}:${i.expertRank}`).join('\n')).digest('hex');
      expect(fingerprint, `version ${s.version} (${s.key}) changed: publish a new version instead`).toBe(PUBLISHED[s.version]);
    }
  });
});
