/**
 * A state machine as data (DESIGN §5, after vendure's order process): states and, for each, the
 * states it may move to. The server applies a transition as one conditional UPDATE plus a history
 * row; the web shows only the actions whose transition is legal.
 */
export interface Machine<S extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly initial: S;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  can(from: S, to: S): boolean;
  /** States with no way out. */
  readonly terminal: readonly S[];
}

export function defineMachine<const S extends string>(spec: {
  name: string;
  states: readonly S[];
  initial: S;
  transitions: Record<S, readonly S[]>;
}): Machine<S> {
  validate(spec);
  return {
    ...spec,
    can: (from, to) => spec.transitions[from]?.includes(to) ?? false,
    terminal: spec.states.filter((s) => spec.transitions[s].length === 0),
  };
}

/** Checked when the module loads, so a bad table fails at boot and in tests, not in production. */
function validate<S extends string>(spec: { name: string; states: readonly S[]; initial: S; transitions: Record<S, readonly S[]> }) {
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
