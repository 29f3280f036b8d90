/**
 * The change game's console rules that the server enforces and the lecturer's console shows
 * (docs/decisions/cm.md): one place, so the buttons offered are exactly the changes accepted.
 */

/**
 * Whether the open round still lets a level switch: the whole course's (teamId null) before any
 * team has submitted it, one team's before that team has, so no submitted plan meets a level it
 * was not made for.
 */
export function levelSwitchAllowed(submittedTeamIds: readonly number[], teamId: number | null): boolean {
  return teamId === null ? submittedTeamIds.length === 0 : !submittedTeamIds.includes(teamId);
}
