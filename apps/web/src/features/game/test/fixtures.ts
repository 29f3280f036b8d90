import { defaultMarketParams } from '@sandtable/sim/market';
import type { Decision, GameView } from '@sandtable/shared/contracts/game';

export const decision = (patch: Partial<Decision> = {}): Decision => ({ price: 16_000, plannedProduction: 1_000, overtimePercent: 0, marketing: 1_200_000, research: 600_000, ...patch });

/** A running game seen by a team member (captain by default), in round 1 of 3 after a practice round. */
export function gameView(patch: { captain?: boolean; version?: number; draft?: Decision | null; lastEditor?: string | null; submitted?: boolean; control?: boolean } = {}): GameView {
  const myTeam = {
    teamId: 11,
    teamName: '红队',
    colour: '#e53935',
    computer: false,
    draft: patch.draft === undefined ? null : patch.draft,
    version: patch.version ?? 0,
    lastEditor: patch.lastEditor ?? null,
    lastEditedAt: patch.lastEditor ? '2030-05-01T02:03:00.000Z' : null,
    submitted: patch.submitted ?? false,
    submittedBy: patch.submitted ? '张队长' : null,
    submittedAt: patch.submitted ? '2030-05-01T02:04:00.000Z' : null,
    captain: patch.captain ?? true,
  };
  return {
    courseId: 7,
    gameId: 'MS',
    // The game's parameters as the server sends them (JSON).
    params: JSON.parse(JSON.stringify(defaultMarketParams)),
    status: 'running',
    practiceRounds: 1,
    officialRounds: 3,
    roundMinutes: 30,
    closeWhenAllSubmitted: true,
    weights: { financial: 40, customer: 20, internal: 20, learning: 20 },
    current: { id: 102, number: 2, practice: false, status: 'open', deadline: '2030-05-01T03:00:00.000Z', settledAt: null, reruns: 0, market: null, results: [] },
    rounds: [],
    myTeam,
    teams: [myTeam],
    submissions: [],
    showSubmissions: patch.control ?? false,
    position: { cash: 20_000_000, stock: 100, capacity: 1_200, unitCost: 10_000, priceMin: 5_000, priceMax: 30_000 },
    // After the captain's submit only the captain decides (the server's rule).
    abilities: { decide: (patch.captain ?? true) || !patch.submitted, submit: patch.captain ?? true, chat: patch.captain ?? true, control: patch.control ?? false, correct: patch.control ?? false },
  };
}
