import { ROLES } from '../auth/roles';
import type { ErrorDef } from '../errors/catalogue';

/**
 * Who made a change, as every history row records it: `system` (the clock, a job: no account), or
 * the account's role when it acted — kept with the row, so the row still says "a lecturer" after the
 * account's role changes or the account is deleted (its actor id then becomes null); `guest`: someone
 * without an account acting by a link (an observer); `unknown`: a row from before the kind was
 * recorded whose actor was never stored (docs/decisions/machines.md).
 */
export const ACTOR_KINDS = ['system', ...ROLES, 'guest', 'unknown'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * A state machine as data (DESIGN §5, after vendure's order process; docs/decisions/machines.md):
 * states, for each the states it may move to, and named events (what the history records as the
 * reason, and what the web offers as actions). The server applies a transition with one helper
 * (apps/server/src/lib/transition.ts): a conditional UPDATE from `sources(to)`, a history row and
 * the transition listeners, in the caller's transaction.
 */
export interface Machine<S extends string, E extends string = string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly initial: S;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  readonly events: Readonly<Record<E, EventSpec<S>>>;
  can(from: S, to: S): boolean;
  /** The states `event` (any event when omitted) may move to `to` from: the conditional UPDATE's `status in (…)`. */
  sources(to: S, event?: E): readonly S[];
  /** The events that may fire from `from` (some target reachable): what the web offers. */
  actions(from: S): E[];
  /**
   * The guard: null when `event` may move a record in `from` to `to`, otherwise the catalogue
   * error to answer (a state's own refusal, e.g. "the game is finished", or the machine's "changed
   * in the meantime").
   */
  refusal(from: S, event: E, to: S): ErrorDef | null;
  /** "Changed in the meantime": the refusal of a record that moved after the caller read it. */
  readonly refused: ErrorDef;
  /** States with no way out. */
  readonly terminal: readonly S[];
}

/**
 * An event moves to one of `to` (more than one when the target depends on data, e.g. a restart
 * reopens in the status its dates imply) from any state the table lets reach it, or only from
 * `from` when given.
 */
export interface EventSpec<S extends string> {
  readonly to: readonly S[];
  readonly from?: readonly S[];
}

export interface MachineSpec<S extends string, E extends string> {
  name: string;
  states: readonly S[];
  initial: S;
  transitions: Record<S, readonly S[]>;
  events: Record<E, EventSpec<S>>;
  /** What a refused transition answers, unless its state has its own entry in `refusals`. */
  refused: ErrorDef;
  refusals?: Partial<Record<S, ErrorDef>>;
}

export function defineMachine<const S extends string, const E extends string>(spec: MachineSpec<S, E>): Machine<S, E> {
  validate(spec);
  const can = (from: S, to: S) => spec.transitions[from]?.includes(to) ?? false;
  const events = Object.keys(spec.events) as E[];
  const allows = (event: E, from: S, to: S) => {
    const e = spec.events[event];
    return e !== undefined && e.to.includes(to) && (e.from?.includes(from) ?? true) && can(from, to);
  };
  return {
    name: spec.name,
    states: spec.states,
    initial: spec.initial,
    transitions: spec.transitions,
    events: spec.events,
    can,
    sources: (to, event) => spec.states.filter((s) => (event === undefined ? can(s, to) : allows(event, s, to))),
    actions: (from) => events.filter((e) => spec.events[e].to.some((to) => allows(e, from, to))),
    refusal: (from, event, to) => (allows(event, from, to) ? null : (spec.refusals?.[from] ?? spec.refused)),
    refused: spec.refused,
    terminal: spec.states.filter((s) => spec.transitions[s].length === 0),
  };
}

/** Checked when the module loads, so a bad table fails at boot and in tests, not in production. */
function validate<S extends string, E extends string>(spec: MachineSpec<S, E>) {
  const known = new Set<string>(spec.states);
  const problems: string[] = [];
  if (!known.has(spec.initial)) problems.push(`initial state ${spec.initial} is not a state`);
  for (const [from, targets] of Object.entries(spec.transitions) as [S, readonly S[]][]) {
    if (!known.has(from)) problems.push(`${from} is not a state`);
    for (const to of targets) {
      if (!known.has(to)) problems.push(`${from} -> ${to}: ${to} is not a state`);
      if (to === from) problems.push(`${from} -> ${from}: a state does not move to itself`);
    }
  }
  for (const s of spec.states) if (!(s in spec.transitions)) problems.push(`${s} has no transitions entry`);
  // Every event makes some move of the table, and every move of the table is some event's.
  const named = new Set<string>();
  for (const [event, e] of Object.entries(spec.events) as [E, EventSpec<S>][]) {
    let moves = 0;
    for (const from of e.from ?? spec.states) {
      if (!known.has(from)) problems.push(`event ${event}: ${from} is not a state`);
      for (const to of e.to) {
        if (!spec.transitions[from]?.includes(to)) continue;
        moves++;
        named.add(`${from} -> ${to}`);
      }
    }
    if (moves === 0) problems.push(`event ${event} makes no move of the table`);
  }
  for (const [from, targets] of Object.entries(spec.transitions) as [S, readonly S[]][]) {
    for (const to of targets) if (!named.has(`${from} -> ${to}`)) problems.push(`no event moves ${from} -> ${to}`);
  }
  const reached = new Set<S>([spec.initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of [...reached]) {
      for (const to of spec.transitions[s] ?? []) {
        if (reached.has(to)) continue;
        reached.add(to);
        grew = true;
      }
    }
  }
  for (const s of spec.states) if (!reached.has(s)) problems.push(`${s} cannot be reached from ${spec.initial}`);
  if (problems.length) throw new Error(`State machine ${spec.name} is invalid: ${problems.join('; ')}`);
}

