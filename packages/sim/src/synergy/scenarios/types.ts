import type { Bilingual, ItemId } from '../types';

/** One thing to rank, with where the expert puts it and why. */
export interface ScenarioItem {
  id: ItemId;
  name: Bilingual;
  /** 1 = most important; the expert ranks form a permutation of 1..n. */
  expertRank: number;
  /** The expert's reason, shown at the reveal and in the debrief. */
  reason: Bilingual;
}

/**
 * A scenario version (the course's tsVersion). A version's items and expert ranks never change once
 * published: a course that played it must score and replay the same; new content is a new version.
 */
export interface Scenario {
  version: number;
  /** A stable name for files and tests. */
  key: string;
  kind: 'survival' | 'business';
  title: Bilingual;
  /** The situation the teams read in the briefing phase. */
  briefing: Bilingual;
  /** Items in the order they are listed to players (deliberately not the expert's order). */
  items: ScenarioItem[];
  /** The general principles the expert ranking applies (docs/simulations/synergy.md §9). */
  sources: string[];
}
