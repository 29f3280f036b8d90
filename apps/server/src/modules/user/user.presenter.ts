import type { User } from '@sandtable/shared/contracts/auth';
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
  };
}
