import type { Role } from '@sandtable/shared/auth/roles';
import type { Authority } from '@sandtable/shared/auth/authorities';
import type { User } from '@sandtable/shared/contracts/auth';

/** Who is calling: the logged-in account and what it may do. */
export interface Actor {
  userId: number;
  /** The account as loaded with the session, on this request. */
  user: User;
  role: Role;
  companyId: number | null;
  authorities: readonly Authority[];
  sessionId: string;
  csrfToken: string;
}
