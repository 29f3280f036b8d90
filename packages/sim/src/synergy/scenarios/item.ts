import type { ScenarioItem } from './types';

type Pair = [string, string];

/** An item from [zh, en] pairs: keeps the scenario files readable. */
export const item = (id: string, expertRank: number, name: Pair, reason: Pair): ScenarioItem => ({
  id, expertRank, name: { zh: name[0], en: name[1] }, reason: { zh: reason[0], en: reason[1] },
});
