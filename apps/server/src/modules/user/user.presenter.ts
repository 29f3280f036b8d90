import type { User } from '@sandtable/shared/contracts/auth';
import type { Person } from '@sandtable/shared/contracts/people';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function presentUser(row: UserRow, companyName: string | null): User {
  return {
    id: row.id,
    account: row.account,
    mobile: row.mobile,
    email: row.email,
    name: row.name,
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    role: row.role,
    classification: row.classification,
    status: row.status,
    companyId: row.companyId,
    companyName,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
  };
}

/** The full record, for one's own profile and the management screens. */
export function presentPerson(row: UserRow, companyName: string | null): Person {
  return {
    ...presentUser(row, companyName),
    gender: row.gender,
    age: row.age,
    department: row.department,
    positionId: row.positionId,
    chatId: row.chatId,
    organisation: row.organisation,
    createdAt: row.createdAt.toISOString(),
  };
}
