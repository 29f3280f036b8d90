import { describe, expect, it } from 'vitest';
import { COURSE_KINDS } from '@sandtable/shared/rules/course';
import { missingTexts } from '../../../test/texts';

/**
 * Every text key the creation and management screens name exists in both locales: the quoted
 * `ns:a.b` / `a.b` literals of the sources (unprefixed keys are in the file's useTranslation
 * namespace), and the keys built at run time.
 */
const sources = import.meta.glob(['./**/*.tsx', './**/*.ts', '../manage/**/*.tsx', '../manage/**/*.ts', '!./**/*.test.*', '!../manage/**/*.test.*'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const DYNAMIC = [
  ...COURSE_KINDS.flatMap((k) => [`wizard.title.${k}`, `wizard.lead.${k}`, `list.create.${k}`]),
  ...[4, 7, 14].map((h) => `plan.preset.${h}`),
  ...['rules', 'llm'].map((s) => `plan.source.${s}`),
  ...['startAt_asc', 'startAt_desc', 'createdAt_desc', 'popular_desc'].map((s) => `list.sort.${s}`),
  // What the planner (apps/server/src/modules/courses/plan.ts) returns.
  ...['teamsFromParticipants', 'minTeams', 'roundsFromHours', 'practiceRound', 'registrationDeadline', 'objectiveKeywords'].map((k) => `plan.reason.${k}`),
  ...['briefing', 'practice', 'round', 'debrief'].map((k) => `plan.schedule.${k}`),
];

describe('course creation and management texts', () => {
  it('exist in zh-CN and en-US', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const { missing } = missingTexts(sources, DYNAMIC, 'courseAdmin');
    expect(missing).toEqual([]);
  });
});
