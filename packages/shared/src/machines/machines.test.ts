import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineMachine } from './machine';
import { courseMachine, COURSE_STATUSES } from './course';

describe('defineMachine', () => {
  it('refuses tables that name unknown states, loop on themselves or leave states unreachable', () => {
    expect(() => defineMachine({ name: 'x', states: ['a', 'b'], initial: 'a', transitions: { a: ['c' as 'b'], b: [] } })).toThrow(/c is not a state/);
    expect(() => defineMachine({ name: 'x', states: ['a', 'b'], initial: 'a', transitions: { a: ['a'], b: [] } })).toThrow(/does not move to itself/);
    expect(() => defineMachine({ name: 'x', states: ['a', 'b'], initial: 'a', transitions: { a: [], b: ['a'] } })).toThrow(/b cannot be reached/);
  });
});

describe('course lifecycle', () => {
  it('starts inviting and moves forward with time', () => {
    expect(courseMachine.initial).toBe('inviting');
    expect(courseMachine.can('inviting', 'upcoming')).toBe(true);
    expect(courseMachine.can('upcoming', 'in_progress')).toBe(true);
    expect(courseMachine.can('in_progress', 'completed')).toBe(true);
  });

  it('fails to start only before it started, and never goes back in time on its own', () => {
    expect(courseMachine.can('inviting', 'failed_start')).toBe(true);
    expect(courseMachine.can('in_progress', 'failed_start')).toBe(false);
    expect(courseMachine.can('completed', 'in_progress')).toBe(false);
    expect(courseMachine.can('in_progress', 'inviting')).toBe(false);
  });

  it('lets the chief admin close and restart, and disable and enable', () => {
    for (const s of ['inviting', 'upcoming', 'in_progress', 'failed_start'] as const) expect(courseMachine.can(s, 'closed'), s).toBe(true);
    // A course that ran to its end is final: it is neither closed nor restarted.
    expect(courseMachine.can('completed', 'closed')).toBe(false);
    expect(courseMachine.can('closed', 'inviting')).toBe(true);
    expect(courseMachine.can('disabled', 'inviting')).toBe(true);
  });

  it('ends only in completed: every other course can still be acted on', () => {
    expect(courseMachine.terminal).toEqual(['completed']);
    fc.assert(fc.property(fc.constantFrom(...COURSE_STATUSES.filter((s) => s !== 'completed')), (s) => courseMachine.transitions[s].length > 0));
  });
});
