import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { memberFieldsSchema, type MemberFields, type Person, type peopleEndpoints } from '@sandtable/shared/contracts/people';
import { issueField, issueText } from '@sandtable/shared/i18n/issues';
import { isLearner, type Role } from '@sandtable/shared/auth/roles';
import { hasAuthority } from '@sandtable/shared/auth/authorities';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { hashPassword, hashPasswordEach, INITIAL_PASSWORD_HASH_COST } from '../../lib/password';
import { inTurns } from '../../lib/turns';
import { uniqueOr } from '../../db/errors';
import { findUserWithCompany, updateAccount } from '../user';
import { deleteSessionsOf } from '../auth';
import { presentPerson } from '../user';
import { companyScope, peoplePolicy } from './people.policy';
import { insertAccounts, insertLecturer, listPeople, makeLecturer, takenMobiles, updateLecturer, type PeopleFilter } from './people.repo';

type Req<K extends keyof typeof peopleEndpoints> = z.output<(typeof peopleEndpoints)[K]['request']>;

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export async function selectPeople(deps: AppDeps, actor: Actor, filter: PeopleFilter) {
  const scoped = { ...filter, companyId: companyScope(actor, filter.companyId) };
  const { rows, total } = await listPeople(deps.db, scoped);
  return { list: rows.map((r) => presentPerson(r.user, r.companyName)), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/**
 * Validates member rows as typed in a form or read from a sheet: each row against the shared
 * schema, then mobiles duplicated within the batch or already registered. Nothing is written.
 */
export async function checkMembers(
  deps: AppDeps,
  t: TFunction,
  rows: { row: number; input: unknown }[],
): Promise<{ valid: (MemberFields & { row: number })[]; errors: RowError[] }> {
  const errors: RowError[] = [];
  const valid: (MemberFields & { row: number })[] = [];
  await inTurns(rows, ({ row, input }) => {
    const parsed = memberFieldsSchema.safeParse(input);
    if (parsed.success) valid.push({ ...parsed.data, row });
    else for (const issue of parsed.error.issues) errors.push({ row, field: issueField(issue), message: issueText(t, issue) });
  });
  const firstRowOf = new Map<string, number>();
  for (const m of valid) {
    const first = firstRowOf.get(m.mobile);
    if (first === undefined) firstRowOf.set(m.mobile, m.row);
    else errors.push({ row: m.row, field: 'mobile', message: String(t('people:import.duplicateInFile', { row: first })) });
  }
  const taken = await takenMobiles(deps.db, [...firstRowOf.keys()]);
  for (const m of valid) {
    if (taken.has(m.mobile)) errors.push({ row: m.row, field: 'mobile', message: String(t('errors:mobileTaken')) });
  }
  errors.sort((a, b) => a.row - b.row);
  // Valid means no problem at all: a well-formed row whose mobile clashes is not valid.
  const rowsWithProblems = new Set(errors.map((e) => e.row));
  return { valid: valid.filter((m) => !rowsWithProblems.has(m.row)), errors };
}

/**
 * Creates the accounts of a checked batch in one transaction (all or nothing). Each account gets
 * its own hash of the initial password (hashed before the transaction, at the initial-password
 * cost) and must change it at its first login. The unique index on mobile still guards against a
 * concurrent registration.
 */
export async function createMembers(
  deps: AppDeps,
  members: MemberFields[],
  options: { initialPassword: string; companyId: number | null },
): Promise<number> {
  const hashes = await hashPasswordEach(options.initialPassword, members.length, Math.min(INITIAL_PASSWORD_HASH_COST, deps.config.PASSWORD_HASH_COST));
  await uniqueOr(Errors.mobileTaken, () =>
    deps.db.transaction((tx) =>
      insertAccounts(
        tx,
        members.map((m, i) => ({
          account: m.mobile,
          mobile: m.mobile,
          name: m.name,
          email: m.email ?? null,
          gender: m.gender ?? null,
          department: m.department ?? null,
          positionId: m.positionId ?? null,
          classification: m.classification,
          role: 'student' as const,
          companyId: options.companyId,
          passwordHash: hashes[i],
          mustChangePassword: true,
        })),
      ),
    ),
  );
  return members.length;
}

/** The company new members join: an enterprise user's own; the chief admin's choice (or none). */
export function targetCompany(actor: Actor, requested?: number): number | null {
  return actor.role === 'chief_admin' ? (requested ?? null) : actor.companyId;
}

export async function addMembers(deps: AppDeps, actor: Actor, t: TFunction, input: Req<'add'>) {
  const { valid, errors } = await checkMembers(deps, t, input.members.map((m, i) => ({ row: i + 1, input: m })));
  if (errors.length) return { created: 0, errors };
  const created = await createMembers(deps, valid, { initialPassword: input.initialPassword, companyId: targetCompany(actor, input.companyId) });
  return { created, errors: [] };
}

async function managedMember(deps: AppDeps, actor: Actor, id: number, action: 'edit' | 'disable') {
  const row = await findUserWithCompany(deps.db, id);
  peoplePolicy.assert(actor, action, row?.user);
  return row!;
}

export async function updateMember(deps: AppDeps, actor: Actor, input: Req<'memberUpdate'>): Promise<Person> {
  const { user } = await managedMember(deps, actor, input.id, 'edit');
  const role: Role | undefined = input.role && isLearner(user.role) ? input.role : undefined;
  await uniqueOr(Errors.mobileTaken, () =>
    updateAccount(deps.db, user.id, {
      name: input.name,
      mobile: input.mobile,
      email: input.email ?? null,
      gender: input.gender ?? null,
      department: input.department ?? null,
      positionId: input.positionId ?? null,
      classification: input.classification,
      ...(role ? { role } : {}),
    }),
  );
  deps.sessions.forgetUser(user.id);
  const row = await findUserWithCompany(deps.db, user.id);
  return presentPerson(row!.user, row!.companyName);
}

/** Disabling ends the account's sessions at once; re-enabling lets it log in again. */
export async function setStatus(deps: AppDeps, actor: Actor, input: Req<'setStatus'>): Promise<void> {
  const { user } = await managedMember(deps, actor, input.id, 'disable');
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { status: input.status });
    if (input.status === 'disabled') await deleteSessionsOf(tx, user.id);
  });
  deps.sessions.forgetUser(user.id);
}

// ---- lecturers (chief admin)

/**
 * Lecturers are portal-wide (no company): the chief admin manages them all; course creators
 * (enterprise users, lecturers) list the active ones to pick a course's lecturer.
 */
export async function selectLecturers(deps: AppDeps, actor: Actor, filter: Req<'lecturerSelect'>) {
  const manages = hasAuthority(actor.authorities, 'lecturer:manage');
  const { rows, total } = await listPeople(deps.db, { ...filter, role: 'lecturer', companyId: undefined, ...(manages ? {} : { status: 'active' as const }) });
  return { list: rows.map((r) => presentPerson(r.user, r.companyName)), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

export async function saveLecturer(deps: AppDeps, input: Req<'lecturerSave'>): Promise<Person> {
  const values = { name: input.name, mobile: input.mobile, email: input.email ?? null };
  const id = await uniqueOr(Errors.mobileTaken, async () => {
    if (input.id) return (await updateLecturer(deps.db, input.id, values)) ?? fail(Errors.notFound);
    if (!input.initialPassword) return fail(Errors.validationFailed, { detail: 'initialPassword' });
    const passwordHash = await hashPassword(input.initialPassword, deps.config.PASSWORD_HASH_COST);
    return insertLecturer(deps.db, { ...values, passwordHash });
  });
  deps.sessions.forgetUser(id);
  const row = await findUserWithCompany(deps.db, id);
  return presentPerson(row!.user, row!.companyName);
}

/** A student becomes a lecturer; authorities follow the role on the next request. */
export async function promoteToLecturer(deps: AppDeps, userId: number): Promise<Person> {
  if (!(await makeLecturer(deps.db, userId))) fail(Errors.notFound);
  deps.sessions.forgetUser(userId);
  const found = await findUserWithCompany(deps.db, userId);
  return presentPerson(found!.user, found!.companyName);
}

