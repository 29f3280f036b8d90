/** Account types of spec §3/§6. Team member and captain are per-course roles, not account roles. */
export const ROLES = ['chief_admin', 'enterprise', 'lecturer', 'student', 'channel_student', 'observer'] as const;
export type Role = (typeof ROLES)[number];

/** The learner accounts: who takes courses and joins course groups. */
export const LEARNER_ROLES = ['student', 'channel_student'] as const satisfies readonly Role[];
export const isLearner = (role: Role): boolean => (LEARNER_ROLES as readonly Role[]).includes(role);

/** Student classification of spec §3. */
export const CLASSIFICATIONS = ['free', 'paid', 'beta'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const GENDERS = ['male', 'female', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

/** How a session was opened; the admin dashboard counts logins by method. */
export const LOGIN_METHODS = ['password', 'code', 'qr', 'oauth'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** What a verification code is for: a code sent for one purpose cannot be used for another. */
export const SMS_PURPOSES = ['login', 'register', 'reset', 'changeMobile', 'notice'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const QR_LOGIN_STATUSES = ['pending', 'scanned', 'confirmed', 'consumed', 'cancelled'] as const;
export type QrLoginStatus = (typeof QR_LOGIN_STATUSES)[number];
