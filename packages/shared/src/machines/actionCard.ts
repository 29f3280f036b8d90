import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

/**
 * An action card (service type 5, docs/assessments/action-cards.md): an action a team commits to
 * after a test. Open until someone starts on it; done or dropped when it ends; either can be
 * reopened (a done action that did not hold, a dropped one taken up again). Who may fire which
 * event is the server's policy (the owner moves their own card; the course's managers any).
 */
export const ACTION_CARD_STATUSES = ['open', 'in_progress', 'done', 'dropped'] as const;
export type ActionCardStatus = (typeof ACTION_CARD_STATUSES)[number];
/** Still to be done: a card in one of these is overdue once its due date has passed. */
export const PENDING_CARD_STATUSES = ['open', 'in_progress'] as const satisfies readonly ActionCardStatus[];
export const isPendingCard = (status: string): boolean => (PENDING_CARD_STATUSES as readonly string[]).includes(status);

export const actionCardMachine = defineMachine({
  name: 'action_card',
  states: ACTION_CARD_STATUSES,
  initial: 'open',
  transitions: {
    open: ['in_progress', 'done', 'dropped'],
    in_progress: ['done', 'dropped'],
    done: ['open'],
    dropped: ['open'],
  },
  events: {
    start: { to: ['in_progress'] },
    complete: { to: ['done'] },
    drop: { to: ['dropped'] },
    reopen: { to: ['open'] },
  },
  refused: Errors.actionCardChanged,
});
export type ActionCardEvent = keyof typeof actionCardMachine.events;
export const ACTION_CARD_EVENTS = Object.keys(actionCardMachine.events) as ActionCardEvent[];
