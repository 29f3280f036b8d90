/** A LIKE pattern matching `keyword` anywhere: `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
