import type { EngineRoundResults } from '@sandtable/sim/engine';

/**
 * Who sees which part of a round's results in the game view and its pushes (docs/decisions/cm.md,
 * "The live view"). A game with a scope (CM) shows a viewer its own team's line in full and every
 * other team's public line only; a game without one (the market) shows every line in full.
 */
export interface ResultScope {
  /** A team's public line: what every viewer of the game may see of it. */
  publicLine(teamResult: object): object;
}

type TeamLine = EngineRoundResults['teams'][number];

/**
 * The public lines of a round's results, computed once per results object: the repository's
 * results cache hands out the same object for a round until it is re-run (reruns + 1 gives a new
 * one), and a settle computes its own, so the key is the round's version itself and nothing goes
 * stale. Weak: a results object no longer cached takes its lines with it.
 */
const publicLines = new WeakMap<object, readonly object[]>();

function publicLinesOf(results: EngineRoundResults, scope: ResultScope): readonly object[] {
  let lines = publicLines.get(results);
  if (!lines) publicLines.set(results, (lines = results.teams.map((t) => scope.publicLine(t))));
  return lines;
}

/**
 * The round's team lines as `teamId`'s viewer sees them (null: a viewer with no team — the course's
 * managers and observers — sees the public lines only). Without a scope, the lines as they are.
 */
export function linesFor(results: EngineRoundResults, scope: ResultScope | null, teamId: number | null): readonly (TeamLine | object)[] {
  if (!scope) return results.teams;
  const lines = publicLinesOf(results, scope);
  if (teamId === null) return lines;
  const own = String(teamId);
  return results.teams.map((t, i) => (t.teamId === own ? t : lines[i]));
}
