import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Errors, type ErrorDef } from '@sandtable/shared/errors/catalogue';
import type { ActorKind, Machine } from '@sandtable/shared/machines/machine';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

/**
 * The one way a lifecycle status changes (docs/decisions/machines.md): a conditional UPDATE from
 * the states the machine allows and a history row, both in the caller's transaction. A record no longer in one of those states is not touched and the caller gets the
 * machine's refusal (a catalogue error) to answer with.
 */

/** The event of a record's first history row. */
export const CREATED = 'created';

/** A table whose rows have a lifecycle: an integer `id` and a text `status`. */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

/** A transition that happened, or a record's creation (`from` null, event `created`). */
export interface Change<S extends string = string, E extends string = string> {
  /** The machine's name: 'course', 'game', 'round', … */
  entity: string;
  id: number;
  from: S | null;
  to: S;
  event: E | typeof CREATED;
  /** Who did it; null for the clock (jobs) or someone without an account. */
  actorId: number | null;
  /** The history row's `actor_kind`, filled by transition() and created() (actorKindOf): the record writes it as it is. */
  actorKind: ActorKind | SQL<ActorKind>;
}

export interface Lifecycle<S extends string, E extends string, T extends StatusTable> {
  machine: Machine<S, E>;
  table: T;
  /**
   * Writes the history row of a change (each lifecycle keeps its own history table), in the
   * change's transaction: a record whose domain events need nothing but the change writes them here
   * too (lib/outbox.ts `emit`), so an event exists exactly when the change commits. Throwing rolls
   * the change back.
   */
  record(tx: Tx, change: Change<S, E>): Promise<unknown>;
}

export const defineLifecycle = <S extends string, E extends string, T extends StatusTable>(l: Lifecycle<S, E, T>) => l;

/**
 * A history row's `actor_kind` for a change's actor: 'system' without one (the clock, a job), else
 * the account's role read in the row's own INSERT (no extra round trip), so it is the role the
 * account has when it acts. `kind`: one already known ('guest': an actor without an account).
 * transition() and created() fill every change's with it; a record writes `change.actorKind`.
 */
export const actorKindOf = (actorId: number | null, kind?: ActorKind | SQL<ActorKind>): ActorKind | SQL<ActorKind> =>
  kind ?? (actorId === null ? 'system' : sql<ActorKind>`(select ${users.role} from ${users} where ${users.id} = ${actorId})`);

export type TransitionResult<S extends string, Row> = { ok: true; from: S; to: S; row: Row } | { ok: false; refusal: ErrorDef };

export interface TransitionRequest<S extends string, E extends string, T extends StatusTable> {
  event: E;
  to: S;
  /**
   * Only from these states (e.g. the one the caller read and decided on); by default from any
   * state the machine lets `event` move to `to` from.
   */
  from?: S | readonly S[];
  actorId: number | null;
  /** Only for an actor without an account: 'guest' (by default the account's role, or the system without one). */
  actorKind?: ActorKind;
  /** Other columns the same UPDATE writes (dates a restart changes, `updated_at`, …). */
  set?: PgUpdateSetSource<T>;
  /**
   * More conditions on the row, in the same UPDATE (a round settles on the clock only once its
   * deadline has passed). Not met: refused like a status that does not allow the move.
   */
  when?: SQL;
}

export async function transition<S extends string, E extends string, T extends StatusTable>(
  tx: Tx,
  lifecycle: Lifecycle<S, E, T>,
  id: number,
  req: TransitionRequest<S, E, T>,
): Promise<TransitionResult<S, T['$inferSelect']>> {
  const { machine } = lifecycle;
  const allowed = machine.sources(req.to, req.event);
  const wanted = req.from === undefined ? allowed : ([] as S[]).concat(req.from);
  // Asking for a move the machine does not have is a bug in the caller, not a refusal.
  const illegal = wanted.filter((s) => !allowed.includes(s));
  if (allowed.length === 0 || illegal.length) throw new Error(`${machine.name} ${id}: ${req.event} cannot move ${illegal.join(',') || 'anything'} to ${req.to}`);

  const table = lifecycle.table as StatusTable;
  // The row locked and read in the same statement, so the history's `from` is the status replaced.
  const prev = tx.select({ id: table.id, status: table.status }).from(table).where(eq(table.id, id)).for('update').as('prev');
  const [moved] = await tx
    .update(table)
    .set({ ...req.set, status: req.to } as never)
    .from(prev)
    .where(and(eq(table.id, prev.id), inArray(prev.status, wanted), req.when))
    .returning({ row: getTableColumns(table), from: prev.status });
  if (!moved) {
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
    if (!row) return { ok: false, refusal: Errors.notFound };
    // A status the machine would take but the caller did not decide on: it moved in the meantime.
    return { ok: false, refusal: machine.refusal(row.status as S, req.event, req.to) ?? machine.refused };
  }
  const from = moved.from as S;
  await lifecycle.record(tx, { entity: machine.name, id, from, to: req.to, event: req.event, actorId: req.actorId, actorKind: actorKindOf(req.actorId, req.actorKind) });
  return { ok: true, from, to: req.to, row: moved.row as T['$inferSelect'] };
}

/**
 * A record just inserted in its machine's initial status (or `status`, for one born further on):
 * its first history row, in the transaction that inserted it.
 */
export async function created<S extends string, E extends string, T extends StatusTable>(tx: Tx, lifecycle: Lifecycle<S, E, T>, id: number, actorId: number | null, status: S = lifecycle.machine.initial): Promise<void> {
  await lifecycle.record(tx, { entity: lifecycle.machine.name, id, from: null, to: status, event: CREATED, actorId, actorKind: actorKindOf(actorId) });
}
