import type { GameEvent, GameEventPayloads, GameView } from '@sandtable/shared/contracts/game';
import type { CmGameView } from '@sandtable/shared/contracts/game-cm';

/**
 * What a push does to the game view in the query cache (docs/decisions/events.md). Each push
 * carries what changed, so the view is updated in place rather than reloaded; `null` means the
 * push cannot be applied to this view — a gap (a round or version this view does not follow from),
 * or a change whose effect on the caller's view only the server knows (the game's start and finish,
 * a re-run, another team's submitted decision in a manager's view) — and the caller reloads.
 * A push the view already reflects (a duplicate, a stale one) returns the view unchanged.
 */
export type GamePush = { [E in GameEvent]: { name: E; payload: GameEventPayloads[E] } }[GameEvent];

/**
 * Any game's view: a push only moves a game's own parts (its decisions, rounds and positions) from
 * the payload into the view, never reads them, so one implementation serves every game (typed
 * with the market's parts, whose shape every game's view shares).
 */
export function applyGamePush<V extends GameView | CmGameView>(view: V, push: GamePush): V | null {
  return applyPush(view as GameView, push) as V | null;
}

function applyPush(view: GameView, push: GamePush): GameView | null {
  switch (push.name) {
    case 'game:changed':
      return applyChanged(view, push.payload);
    case 'round:settled':
      return applySettled(view, push.payload);
    case 'draft:updated':
      return applyDraft(view, push.payload);
    default:
      // Chat lives in its own query (see chatWith).
      return view;
  }
}

type Changed = GameEventPayloads['game:changed'];
type Settled = GameEventPayloads['round:settled'];
type Draft = GameEventPayloads['draft:updated'];
type TeamState = GameView['teams'][number];

function applyChanged(view: GameView, p: Changed): GameView | null {
  switch (p.reason) {
    case 'settings':
      return { ...view, closeWhenAllSubmitted: p.closeWhenAllSubmitted };
    case 'paused':
    case 'resumed': {
      const withDeadline = <R extends { id: number; deadline: string | null }>(r: R): R => (r.id === view.current?.id ? { ...r, deadline: p.deadline } : r);
      return { ...view, status: p.status, current: view.current ? withDeadline(view.current) : null, rounds: view.rounds.map(withDeadline) };
    }
    case 'submitted': {
      // A manager's view shows every team's decision: the submitted one comes with the reload.
      if (view.abilities.control || p.roundId !== view.current?.id) return null;
      const submitted = (t: TeamState): TeamState => (t.teamId === p.teamId ? { ...t, submitted: true, submittedBy: p.submittedBy, submittedAt: p.submittedAt } : t);
      // The caller's own team's draft and version come with its draft:updated push; another team's
      // draft activity is that team's alone (its room), as it always was.
      return { ...view, teams: view.teams.map(submitted) };
    }
    default:
      // started, rerun: the whole view changes.
      return null;
  }
}

function applySettled(view: GameView, p: Settled): GameView | null {
  const known = view.rounds.find((r) => r.id === p.round.id);
  if (known?.status === 'settled' && known.reruns === p.round.reruns) return view;
  // Only the round this view has open, and not the last one (the finish changes abilities and who sees what).
  if (view.current?.id !== p.round.id || !p.current) return null;
  const next = p.current;
  const fresh = (t: TeamState): TeamState => ({ ...t, draft: null, version: 0, lastEditor: null, lastEditedAt: null, submitted: false, submittedBy: null, submittedAt: null });
  const myTeam = view.myTeam ? { ...fresh(view.myTeam), captain: view.myTeam.captain } : null;
  return {
    ...view,
    status: p.status,
    current: next,
    rounds: [...view.rounds.filter((r) => r.id !== p.round.id && r.id !== next.id), p.round, next].sort((a, b) => a.number - b.number),
    myTeam,
    teams: view.teams.map(fresh),
    submissions: [...view.submissions.filter((s) => s.roundId !== p.submissions.roundId), p.submissions].sort((a, b) => a.number - b.number),
    position: myTeam ? (p.positions[String(myTeam.teamId)] ?? null) : null,
    // A new round: every member decides again, the captain submits (the server's gamePolicy).
    abilities: { ...view.abilities, decide: myTeam !== null, submit: !!myTeam?.captain },
  };
}

function applyDraft(view: GameView, p: Draft): GameView | null {
  if (p.roundId !== view.current?.id) return view.rounds.some((r) => r.id === p.roundId) ? view : null;
  const { courseId: _course, roundId: _round, ...state } = p;
  const mine = view.myTeam?.teamId === p.teamId ? view.myTeam : null;
  const known = mine ?? view.teams.find((t) => t.teamId === p.teamId);
  if (known && p.version <= known.version) return view;
  return {
    ...view,
    myTeam: mine ? { ...state, captain: mine.captain } : view.myTeam,
    teams: view.teams.map((t) => (t.teamId === p.teamId ? state : t)),
    // Once submitted the decision is the captain's: the others read it (mayEditAfterSubmit).
    abilities: mine ? { ...view.abilities, decide: !p.submitted || mine.captain } : view.abilities,
  };
}

type ChatList = { list: GameEventPayloads['chat:message'][] | Omit<GameEventPayloads['chat:message'], 'courseId'>[] };

/** A chat page with the pushed message added (once); `teamId` is the team the page shows. */
export function chatWith(page: ChatList | undefined, teamId: number | undefined, p: GameEventPayloads['chat:message']): ChatList | undefined {
  if (!page || (teamId !== undefined && teamId !== p.teamId) || page.list.some((m) => m.id === p.id)) return page;
  const { courseId: _course, ...message } = p;
  return { list: [...page.list, message] };
}
