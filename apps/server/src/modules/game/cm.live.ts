import { CM_PUBLIC_RESULT_KEYS } from '@sandtable/shared/contracts/game-cm';
import type { ResultScope } from './results-scope';

/**
 * CM's live view (docs/decisions/cm.md, "The live view"): a team's round line carries everyone's
 * state and the round's log — its strategy and its own screen. Another team's viewer gets only its
 * public line (phase, critical mass, counts, adoption, scores and ranks: the scoreboard).
 */
export const cmResultScope: ResultScope = {
  publicLine: (line) => {
    const full = line as Record<string, unknown>;
    return Object.fromEntries(CM_PUBLIC_RESULT_KEYS.map((key) => [key, full[key]]));
  },
};
