import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Errors, type ErrorDef } from '@sandtable/shared/errors/catalogue';
import type { Machine } from '@sandtable/shared/machines/machine';
import type { Tx } from '../db/client';

/**
 * The one way a lifecycle status changes (docs/decisions/machines.md): a conditional UPDATE from
 * the states the machine allows, a history row and the transition listeners, all in the caller's
 * transaction. A record no longer in one of those states is not touched and the caller gets the
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
  /** Who did it; null for the clock (jobs, the last submission closing a round). */
  actorId: number | null;
}

export interface Lifecycle<S extends string, E extends string, T extends StatusTable> {
  machine: Machine<S, E>;
  table: T;
  /** Writes the history row of a change (each lifecycle keeps its own history table). */
  record(tx: Tx, change: Change<S, E>): Promise<unknown>;
}

export const defineLifecycle = <S extends string, E extends string, T extends StatusTable>(l: Lifecycle<S, E, T>) => l;

/**
 * Called in the transaction of every change, after its history row: the domain-event hook (the
 * outbox writes its row here). A listener that throws rolls the change back.
 */
export type TransitionListener = (tx: Tx, change: Change) => Promise<void> | void;
const listeners = new Set<TransitionListener>();

/** Adds a listener; returns its removal. */
export function onTransition(listener: TransitionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
  await happened(tx, lifecycle, { entity: machine.name, id, from, to: req.to, event: req.event, actorId: req.actorId });
  return { ok: true, from, to: req.to, row: moved.row as T['$inferSelect'] };
}

/**
 * A record just inserted in its machine's initial status (or `status`, for one born further on):
 * its first history row and the listeners, in the transaction that inserted it.
 */
export async function created<S extends string, E extends string, T extends StatusTable>(tx: Tx, lifecycle: Lifecycle<S, E, T>, id: number, actorId: number | null, status: S = lifecycle.machine.initial): Promise<void> {
  await happened(tx, lifecycle, { entity: lifecycle.machine.name, id, from: null, to: status, event: CREATED, actorId });
}

async function happened<S extends string, E extends string, T extends StatusTable>(tx: Tx, lifecycle: Lifecycle<S, E, T>, change: Change<S, E>) {
  await lifecycle.record(tx, change);
  for (const listener of listeners) await listener(tx, change as Change);
}
