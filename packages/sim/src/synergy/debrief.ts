// What the learner's and the team-leadership pages read from a scored exercise
// (docs/simulations/synergy.md §8): one place derives them, so the two pages never disagree.
import { round2 } from './scoring';
import type { BandKey, OutcomeKey, TsRoundResult, TsTeamResult } from './types';

/** One learner's line on /hs-achievement (null: they were on no team's roster). */
export interface MemberRecord {
  tsVersion: number;
  itemCount: number;
  teamId: string;
  answered: boolean;
  ownError: number | null;
  ownBand: BandKey | null;
  /** Their ranking was the team's closest to the expert's (ties: all of them). */
  closest: boolean;
  influence: number | null;
  teamError: number;
  teamBand: BandKey;
  teamGain: number | null;
  outcome: OutcomeKey;
  teamScore: number;
  teamRank: number;
  teams: number;
}

export function memberRecord(results: TsRoundResult, memberId: string): MemberRecord | null {
  for (const team of results.teams) {
    const me = team.members.find((m) => m.memberId === memberId);
    if (!me) continue;
    return {
      tsVersion: results.tsVersion,
      itemCount: results.itemCount,
      teamId: team.teamId,
      answered: me.answered,
      ownError: me.error,
      ownBand: me.band,
      closest: me.best,
      influence: me.influence,
      teamError: team.teamError,
      teamBand: team.band,
      teamGain: team.teamGain,
      outcome: team.outcome,
      teamScore: team.score,
      teamRank: team.rank,
      teams: results.teams.length,
    };
  }
  return null;
}

/** A team on /teamLeadership: who took part, whose view the consensus carried, and whether that was the best-informed view. */
export interface TeamLeadership {
  teamId: string;
  /** Members who ranked on their own / the roster. */
  participation: { answered: number; rosterSize: number };
  members: { memberId: string; answered: boolean; error: number | null; best: boolean; influence: number | null; mostInfluential: boolean }[];
  bestHeard: boolean | null;
  /** Highest minus lowest influence among those who answered: near 0, the consensus blended everyone; large, one view dominated. */
  influenceSpread: number | null;
  outcome: OutcomeKey;
}

export function teamLeadership(team: TsTeamResult): TeamLeadership {
  const influences = team.members.flatMap((m) => (m.influence === null ? [] : [m.influence]));
  const top = influences.length ? Math.max(...influences) : null;
  return {
    teamId: team.teamId,
    participation: { answered: team.answered, rosterSize: team.rosterSize },
    members: team.members.map((m) => ({
      memberId: m.memberId, answered: m.answered, error: m.error, best: m.best, influence: m.influence, mostInfluential: m.influence !== null && m.influence === top,
    })),
    bestHeard: team.bestHeard,
    influenceSpread: top === null ? null : round2(top - Math.min(...influences)),
    outcome: team.outcome,
  };
}
