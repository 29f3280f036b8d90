import { CASES } from './change';
import { SCENARIOS } from './synergy';

type Bilingual = { zh: string; en: string };

/**
 * The classic cases (spec §2 `/classicDetail`): the cases and scenarios our games are played on,
 * as a library people read before choosing one for a course — the change simulation's
 * organisations and the team-synergy game's ranking scenarios, in both languages.
 */
export interface ClassicCase {
  /** `CM:<case id>` or `TS:<version>`: stable across releases (content is versioned, never edited). */
  key: string;
  gameId: 'CM' | 'TS';
  /** The team-synergy scenario's version (the course's tsVersion); null for change cases. */
  tsVersion: number | null;
  title: Bilingual;
  /** What the teams read first. */
  situation: Bilingual;
  /** What playing it asks of them. */
  goal: Bilingual | null;
  /** Sizes shown on the card: stakeholders and departments, or items to rank. */
  facts: { key: 'stakeholders' | 'departments' | 'items' | 'kind'; value: number | string }[];
}

export function classicCases(): ClassicCase[] {
  return [
    ...CASES.map((c) => ({
      key: `CM:${c.id}`, gameId: 'CM' as const, tsVersion: null, title: c.title, situation: c.summary, goal: c.goal,
      facts: [{ key: 'stakeholders' as const, value: c.stakeholders.length }, { key: 'departments' as const, value: c.departments.length }],
    })),
    ...SCENARIOS.map((s) => ({
      key: `TS:${s.version}`, gameId: 'TS' as const, tsVersion: s.version, title: s.title, situation: s.briefing, goal: null,
      facts: [{ key: 'items' as const, value: s.items.length }, { key: 'kind' as const, value: s.kind }],
    })),
  ];
}
