// Where a course's game is played and read (no schema, no antd: the home page's first screen links
// into running games: docs/decisions/performance.md §16).

/** The pages of the games played online: the members' game and the managers' console (the market's, CM's, the team-synergy exercise's). */
const ONLINE_GAME_PAGES: Readonly<Record<string, string>> = { MS: '/online', CM: '/cmOnline', TS: '/tsOnline' };

/** Whether a course's game is played online (the others run in class). */
export const playsOnline = (gameId: string) => Object.hasOwn(ONLINE_GAME_PAGES, gameId);

/** A course's online game page (the market's when the game is not given). */
export const gamePath = (courseId: number, gameId = 'MS') => `${ONLINE_GAME_PAGES[gameId] ?? ONLINE_GAME_PAGES.MS}?courseId=${courseId}`;

/** A course's game results page: CM's results and debrief (/cmResults), the market's grade details otherwise. */
export const resultsPath = (courseId: number, gameId = 'MS') => (gameId === 'CM' ? `/cmResults?courseId=${courseId}` : `/gradesDetails?courseId=${courseId}`);
