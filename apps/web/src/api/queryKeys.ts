/** Query cache keys, named once: hooks read them, the logout clean-up spares the public ones. */
export const queryKeys = {
  session: ['session'] as const,
  branding: ['branding'] as const,
};
