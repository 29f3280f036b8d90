/**
 * What is wrong with a round's decisions as a whole, checked by every engine's settle before it
 * plays the round: decisions for teams not in the game, teams without one (the engine's
 * fillMissing fills those in), and each team's own problems (the engine's validateDecision), kept
 * per team so the engine's input error can carry them.
 */
export function roundDecisionProblems<Decision, Issue extends { field: string; code: string }>(
  teamIds: readonly string[],
  decisions: Readonly<Record<string, Decision>>,
  validate: (decision: Decision) => Issue[],
): { problems: string[]; decisionIssues: Record<string, Issue[]> } {
  const problems: string[] = [];
  const known = new Set(teamIds);
  const unknown = Object.keys(decisions).filter((id) => !known.has(id));
  if (unknown.length) problems.push(`decisions for unknown teams: ${unknown.join(', ')}`);
  const decisionIssues: Record<string, Issue[]> = {};
  for (const teamId of teamIds) {
    if (!Object.hasOwn(decisions, teamId)) {
      problems.push(`no decision for team ${teamId} (fill it in with fillMissing)`);
      continue;
    }
    const issues = validate(decisions[teamId]);
    if (issues.length) {
      decisionIssues[teamId] = issues;
      problems.push(`invalid decision for team ${teamId}: ${issues.map((x) => `${x.field} ${x.code}`).join(', ')}`);
    }
  }
  return { problems, decisionIssues };
}
