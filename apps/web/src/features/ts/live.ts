import type { TsEvent, TsEventPayloads, TsView } from '@sandtable/shared/contracts/game-ts';

/** A TS push as the socket delivers it (docs/decisions/ts.md "Live"). */
export type TsPush = { [E in TsEvent]: { name: E; payload: TsEventPayloads[E] } }[TsEvent];

/**
 * What a push does to the exercise's view in the query cache: the scribe's consensus (by version:
 * an older or equal one is ignored), a proposal (once), a submitted ranking's count, the revealed
 * items. `null` means the view must be reloaded: a phase move (abilities, what is shown change), a
 * team's reset, a push this view cannot place.
 */
export function applyTsPush(view: TsView, push: TsPush): TsView | null {
  if (push.payload.courseId !== view.courseId) return view;
  switch (push.name) {
    case 'ts:consensus': {
      const p = push.payload;
      const mine = view.myTeam;
      if (!mine || mine.teamId !== p.teamId) return view;
      if (p.version <= mine.consensus.version) return view;
      return {
        ...view,
        myTeam: { ...mine, consensus: { draft: p.draft, version: p.version, lastEditor: p.lastEditor, lastEditedAt: p.lastEditedAt }, preview: p.preview },
        teams: view.teams.map((t) => (t.teamId === p.teamId ? { ...t, placed: p.placed, consensusVersion: p.version } : t)),
      };
    }
    case 'ts:proposal': {
      const { courseId: _c, teamId, ...proposal } = push.payload;
      const mine = view.myTeam;
      if (!mine || mine.teamId !== teamId || mine.proposals.some((x) => x.id === proposal.id)) return view;
      return { ...view, myTeam: { ...mine, proposals: [...mine.proposals, proposal].slice(-30) } };
    }
    case 'ts:ranking': {
      const p = push.payload;
      // A teammate's "answered" mark comes with the view: reload for one's own team.
      if (view.myTeam?.teamId === p.teamId) return null;
      return { ...view, teams: view.teams.map((t) => (t.teamId === p.teamId ? { ...t, answered: p.answered } : t)) };
    }
    case 'ts:revealed': {
      const p = push.payload;
      if (p.revealed <= view.revealed) return view;
      const known = new Set(view.revealedItems.map((i) => i.item));
      const items = [...view.revealedItems, ...p.items.filter((i) => !known.has(i.item))].sort((a, b) => a.expertRank - b.expertRank);
      if (items.length !== p.revealed) return null;
      return { ...view, revealed: p.revealed, revealedItems: items, abilities: { ...view.abilities, reveal: view.abilities.reveal && p.revealed < view.itemCount } };
    }
    case 'ts:phase': {
      const p = push.payload;
      // The same phase: only its timer moved.
      if (p.phase === view.phase && p.phaseStartedAt === view.phaseStartedAt) return { ...view, phaseDeadline: p.phaseDeadline, status: p.status };
      return null;
    }
    case 'ts:reset':
      return push.payload.teamId === view.myTeam?.teamId || view.abilities.reset ? null : view;
    default:
      return view;
  }
}
