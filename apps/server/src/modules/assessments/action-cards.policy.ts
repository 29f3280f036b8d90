import { actionCardMachine, ACTION_CARD_EVENTS, type ActionCardEvent, type ActionCardStatus } from '@sandtable/shared/machines/actionCard';
import type { ActionCard } from '@sandtable/shared/contracts/actionCards';
import { definePolicy } from '../../lib/policy';
import type { Actor } from '../../lib/actor';

/** Who the caller is to a team's board: one of the course's managers (managesCourse), a member of the team, and whether they own the card. */
export interface CardAccess {
  managed: boolean;
  member: boolean;
  owner: boolean;
  /** The card's status as the caller decides on it. */
  status: ActionCardStatus;
}

const runs = (a: CardAccess) => a.managed;
const ownsIt = (actor: Actor, a: CardAccess) => a.owner && (a.member || a.managed);

/**
 * Action cards (docs/assessments/action-cards.md §4): the course's managers create, edit, assign,
 * delete and move any card of its teams; the team's members see them; the owner moves their own
 * card (starts it, completes it, reopens it when done) but neither drops it nor reopens a dropped
 * one — whether the team gives an action up is the managers' call.
 */
export const actionCardPolicy = definePolicy<'view' | 'edit' | 'delete' | ActionCardEvent, CardAccess>({
  view: (_actor, a) => a.managed || a.member,
  edit: (_actor, a) => runs(a),
  delete: (_actor, a) => runs(a),
  start: (actor, a) => runs(a) || ownsIt(actor, a),
  complete: (actor, a) => runs(a) || ownsIt(actor, a),
  drop: (_actor, a) => runs(a),
  reopen: (actor, a) => runs(a) || (ownsIt(actor, a) && a.status === 'done'),
});

/** What the caller may do with a card: edit, delete, and the events both the machine and the policy allow from its status. */
export function cardAbilities(actor: Actor, access: CardAccess): ActionCard['abilities'] {
  const legal = actionCardMachine.actions(access.status);
  return {
    edit: actionCardPolicy.can(actor, 'edit', access),
    delete: actionCardPolicy.can(actor, 'delete', access),
    events: ACTION_CARD_EVENTS.filter((e) => legal.includes(e) && actionCardPolicy.can(actor, e, access)),
  };
}
