import { definePolicy } from '../../lib/policy';
import type { AnyGameEngine } from '@sandtable/sim/engine';
import type { Actor } from '../../lib/actor';
import { managesCourse } from '../courses';
import type { CourseRow, MemberRow } from '../courses';
import type { GameRow, GameTeam } from './game.repo';

/** A course's game as one caller sees it. */
export interface GameAccess {
  course: CourseRow;
  member: MemberRow | null;
  game: GameRow;
  /** The engine that plays the course's game (the server's registry, games.ts). */
  engine: AnyGameEngine;
  teams: GameTeam[];
}

/** The caller's team in the game: a team they are a member of, run by people (not the computer). */
export function myGameTeam(access: Pick<GameAccess, 'member' | 'teams'>): GameTeam | null {
  const teamId = access.member?.teamId;
  if (!teamId) return null;
  return access.teams.find((t) => t.teamId === teamId && !t.computer) ?? null;
}

/**
 * Who may do what in a course's game (the course's own policy has already let the caller see it):
 * the course's managers run it; a team's members draft its decisions; its captain submits them.
 * A paused game still takes drafts and submissions (only the clock stops); a finished one nothing.
 */
export const gamePolicy = definePolicy<'control' | 'correct' | 'decide' | 'submit' | 'chat' | 'seeAllTeams', GameAccess>({
  control: (actor, { course, game }) => managesCourse(actor, course) && game.status !== 'finished',
  /** Re-running a settled round with a corrected decision: the managers, also after the game. */
  correct: (actor, { course }) => managesCourse(actor, course),
  decide: (_actor, access) => access.game.status !== 'finished' && myGameTeam(access) !== null,
  submit: (actor, access) => access.game.status !== 'finished' && myGameTeam(access)?.captainId === actor.userId,
  /** The captain types in the team chat, also after the game (sendChat checks the same on the teams table). */
  chat: (actor, access) => myGameTeam(access)?.captainId === actor.userId,
  /**
   * Every team's play in full — who decided each settled round (the submissions table), CM's full
   * result lines, lever use, a team's rounds, replay and report: the managers always, everyone once
   * the game is finished. While it runs a member sees their own team in full and the others' public lines.
   */
  seeAllTeams: (actor, { course, game }) => game.status === 'finished' || managesCourse(actor, course),
});

/**
 * Once the captain has submitted, the decision is theirs: the other members read it until the next
 * round, while the captain may still change it and submit again.
 */
export function mayEditAfterSubmit(actor: Actor, access: GameAccess): boolean {
  return gamePolicy.can(actor, 'submit', access);
}

/** Team chat: the captain types; members read their team's; the course's managers read any team's. */
export function chatTeamFor(actor: Actor, access: { course: CourseRow; member: MemberRow | null }, teamId: number | undefined): number | null {
  if (managesCourse(actor, access.course)) return teamId ?? access.member?.teamId ?? null;
  const own = access.member?.teamId ?? null;
  return teamId === undefined || teamId === own ? own : null;
}
