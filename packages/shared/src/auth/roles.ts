/** Account types of spec §3/§6. Team member and captain are per-course roles, not account roles. */
export const ROLES = ['chief_admin', 'enterprise', 'lecturer', 'student', 'channel_student', 'observer'] as const;
export type Role = (typeof ROLES)[number];

/** Student classification of spec §3. */
export const CLASSIFICATIONS = ['free', 'paid', 'beta'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
