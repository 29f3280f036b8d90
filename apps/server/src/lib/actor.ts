import type { Role } from '@sandtable/shared/auth/roles';
import type { Authority } from '@sandtable/shared/auth/authorities';

/** Who is calling: the logged-in account and what it may do. */
export interface Actor {
  userId: number;
  role: Role;
  companyId: number | null;
  authorities: readonly Authority[];
  sessionId: string;
  csrfToken: string;
}
