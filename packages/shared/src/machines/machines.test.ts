import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineMachine } from './machine';
import { Errors } from '../errors/catalogue';
import { courseMachine, COURSE_STATUSES } from './course';
import { gameMachine, roundMachine } from './game';
import { orderMachine, paymentMachine, refundMachine } from './shop';
import { attemptMachine, observerMachine } from './assessment';
import { actionCardMachine, isPendingCard } from './actionCard';

const T = { a: ['b'], b: [] } as const;

describe('defineMachine', () => {
  it('refuses tables that name unknown states, loop on themselves or leave states unreachable', () => {
    const base = { name: 'x', states: ['a', 'b'] as const, initial: 'a' as const, refused: Errors.stateChanged };
    expect(() => defineMachine({ ...base, transitions: { a: ['c' as 'b'], b: [] }, events: { go: { to: ['b'] } } })).toThrow(/c is not a state/);
    expect(() => defineMachine({ ...base, transitions: { a: ['a'], b: [] }, events: { go: { to: ['b'] } } })).toThrow(/does not move to itself/);
    expect(() => defineMachine({ ...base, transitions: { a: [], b: ['a'] }, events: { go: { to: ['a'] } } })).toThrow(/b cannot be reached/);
  });

  it('refuses events that enter no transition, and transitions no event names', () => {
    const base = { name: 'x', states: ['a', 'b'] as const, initial: 'a' as const, refused: Errors.stateChanged, transitions: T };
    expect(() => defineMachine({ ...base, events: { go: { to: ['b'] }, back: { to: ['a'] } } })).toThrow(/event back makes no move/);
    expect(() => defineMachine({ ...base, events: {} })).toThrow(/no event moves a -> b/);
    expect(() => defineMachine({ ...base, events: { go: { to: ['b'], from: ['b'] } } })).toThrow(/event go makes no move/);
  });

  it('answers the guard with a catalogue error: the state\'s own, else the machine\'s', () => {
    expect(gameMachine.refusal('running', 'pause', 'paused')).toBeNull();
    expect(gameMachine.refusal('finished', 'pause', 'paused')).toBe(Errors.gameFinished);
    expect(gameMachine.refusal('paused', 'pause', 'paused')).toBe(Errors.gameChanged);
    // An event does not move to a state it does not name, even where the table allows the move.
    expect(gameMachine.refusal('running', 'pause', 'finished')).toBe(Errors.gameChanged);
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

describe('course events', () => {
  it('offers what the chief admin may do next, and reaches each target only from its sources', () => {
    expect(courseMachine.actions('completed')).toEqual([]);
    expect(courseMachine.actions('closed')).toEqual(['admin_restart', 'admin_disable']);
    expect(courseMachine.sources('closed')).toEqual(['inviting', 'upcoming', 'in_progress', 'failed_start']);
    // Only the clock closes sign-up, and only the chief admin reopens.
    expect(courseMachine.sources('upcoming', 'registration_closed')).toEqual(['inviting']);
    expect(courseMachine.sources('upcoming', 'admin_restart')).toEqual(['closed', 'failed_start', 'disabled']);
    expect(courseMachine.refusal('completed', 'admin_close', 'closed')).toBe(Errors.courseStateChanged);
  });
});

describe('game and round', () => {
  it('pauses and resumes a running game, and finishes it running or paused, for good', () => {
    expect(gameMachine.actions('running')).toEqual(['pause', 'finish']);
    expect(gameMachine.actions('paused')).toEqual(['resume', 'finish']);
    expect(gameMachine.terminal).toEqual(['finished']);
    expect(gameMachine.can('finished', 'running')).toBe(false);
    expect(gameMachine.sources('finished')).toEqual(['running', 'paused']);
  });

  it('settles an open round once; a settled round is final (re-runs rewrite it in place)', () => {
    expect(roundMachine.can('open', 'settled')).toBe(true);
    expect(roundMachine.can('settled', 'open')).toBe(false);
    expect(roundMachine.refusal('settled', 'settle', 'settled')).toBe(Errors.roundClosed);
  });
});

describe('shop', () => {
  it('pays an order, or cancels it before it is paid; a late payment is refunded offline', () => {
    expect(orderMachine.can('unpaid', 'paying')).toBe(true);
    expect(orderMachine.can('paying', 'paid')).toBe(true);
    expect(orderMachine.can('paying', 'unpaid')).toBe(true);
    expect(orderMachine.can('unpaid', 'paid')).toBe(false);
    expect(orderMachine.can('paid', 'cancelled')).toBe(false);
    expect(orderMachine.can('cancelled', 'paid_late')).toBe(true);
    expect(orderMachine.can('cancelled', 'paid')).toBe(false);
  });

  it('refunds only a paid order, after review; a rejected request may be made again', () => {
    expect(orderMachine.sources('refund_pending')).toEqual(['paid', 'refund_rejected']);
    expect(orderMachine.can('refund_pending', 'refunded')).toBe(false);
    expect(orderMachine.can('refund_failed', 'refund_approved')).toBe(true);
    expect(orderMachine.terminal).toEqual(['paid_late', 'refunded']);
    expect(orderMachine.actions('refund_pending')).toEqual(['approve_refund', 'reject_refund']);
    expect(orderMachine.refusal('paid', 'cancel', 'cancelled')).toBe(Errors.orderStateChanged);
  });

  it('takes a payment provider\'s late success, and retries a failed refund', () => {
    expect(paymentMachine.can('expired', 'succeeded')).toBe(true);
    expect(paymentMachine.can('failed', 'succeeded')).toBe(false);
    expect(paymentMachine.terminal).toEqual(['succeeded', 'failed']);
    expect(refundMachine.can('pending_review', 'refunded')).toBe(false);
    expect(refundMachine.can('failed', 'approved')).toBe(true);
    expect(refundMachine.terminal).toEqual(['rejected', 'refunded']);
  });
});

describe('assessment attempt', () => {
  it('begins, then finishes or expires; nothing reopens it', () => {
    expect(attemptMachine.actions('pending')).toEqual(['begin', 'expire']);
    expect(attemptMachine.can('pending', 'finished')).toBe(false);
    expect(attemptMachine.terminal).toEqual(['finished', 'expired']);
    expect(attemptMachine.refusal('expired', 'finish', 'finished')).toBe(Errors.assessmentExpired);
    expect(attemptMachine.refusal('finished', 'finish', 'finished')).toBe(Errors.assessmentSubmitted);
  });
});

describe('observer invitation', () => {
  it('is answered once or expires; both are final', () => {
    expect(observerMachine.actions('invited')).toEqual(['answer', 'expire']);
    expect(observerMachine.terminal).toEqual(['answered', 'expired']);
    expect(observerMachine.refusal('answered', 'answer', 'answered')).toBe(Errors.observerInvitationClosed);
  });
});

describe('action card', () => {
  it('starts open, is started, completed or dropped, and reopens from done or dropped; nothing is final', () => {
    expect(actionCardMachine.initial).toBe('open');
    expect(actionCardMachine.actions('open')).toEqual(['start', 'complete', 'drop']);
    expect(actionCardMachine.actions('in_progress')).toEqual(['complete', 'drop']);
    expect(actionCardMachine.actions('done')).toEqual(['reopen']);
    expect(actionCardMachine.actions('dropped')).toEqual(['reopen']);
    expect(actionCardMachine.terminal).toEqual([]);
    expect(actionCardMachine.sources('open', 'reopen')).toEqual(['done', 'dropped']);
    expect(actionCardMachine.sources('done', 'complete')).toEqual(['open', 'in_progress']);
  });

  it('refuses what it does not have with "changed in the meantime": a card is not started twice, nor dropped once done', () => {
    expect(actionCardMachine.refusal('in_progress', 'start', 'in_progress')).toBe(Errors.actionCardChanged);
    expect(actionCardMachine.refusal('done', 'drop', 'dropped')).toBe(Errors.actionCardChanged);
    expect(actionCardMachine.refusal('open', 'reopen', 'open')).toBe(Errors.actionCardChanged);
    expect(actionCardMachine.refusal('in_progress', 'complete', 'done')).toBeNull();
  });

  it('counts open and in-progress cards as still to do (what can be overdue)', () => {
    expect(actionCardMachine.states.filter(isPendingCard)).toEqual(['open', 'in_progress']);
  });
});

describe('every machine', () => {
  const machines = [courseMachine, gameMachine, roundMachine, orderMachine, paymentMachine, refundMachine, attemptMachine, observerMachine, actionCardMachine];
  it('allows exactly the moves its table lists, and names each with an event', () => {
    for (const m of machines) {
      const states = m.states as readonly string[];
      fc.assert(
        fc.property(fc.constantFrom(...states), fc.constantFrom(...states), (from, to) => {
          const listed = (m.transitions as Record<string, readonly string[]>)[from].includes(to);
          const can = (m.can as (a: string, b: string) => boolean)(from, to);
          const sourced = (m.sources as (s: string) => readonly string[])(to).includes(from);
          const named = Object.keys(m.events).some((e) => (m.refusal as (a: string, e: string, b: string) => unknown)(from, e, to) === null);
          return can === listed && sourced === listed && named === listed;
        }),
      );
    }
  });
});
