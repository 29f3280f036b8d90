// Applies this code's migrations to a copy of an older embedded database and says what they kept:
// row counts and game/round statuses before and after, the history rows the migrations filled in,
// rows left without history, the course history's actor kinds and whether the ledger balances
// (docs/decisions/machines.md, "Migrations on a copy of the demo database"). Works on the directory
// it is given: make a copy first, e.g. of the DATA_DIR an older checkout seeded.
//   npx tsx scripts/migrate-copy.ts /tmp/olddata-copy
export {};
import { openDatabase } from '../apps/server/src/db/client';
const db = await openDatabase({ dataDir: process.argv[2] });
const q = async (sql: string) => (await db.executeSql(sql)).rows as any[];
const tables = ['users', 'courses', 'course_members', 'teams', 'games', 'game_rounds', 'game_decisions', 'course_status_history'];
const count = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await q(`SELECT count(*) AS n FROM ${t}`))[0].n)])));
const statuses = async () => ({ games: await q(`SELECT status, count(*)::int AS n FROM games GROUP BY status ORDER BY status`), rounds: await q(`SELECT status, count(*)::int AS n FROM game_rounds GROUP BY status ORDER BY status`) });
console.log('migrations applied before:', (await q(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0].n);
const before = await count();
const beforeStatus = await statuses();
await db.migrate();
console.log('migrations applied after:', (await q(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0].n);
const after = await count();
console.log('counts before', JSON.stringify(before));
console.log('counts after ', JSON.stringify(after));
console.log('same counts:', JSON.stringify(before) === JSON.stringify(after));
console.log('statuses same:', JSON.stringify(beforeStatus) === JSON.stringify(await statuses()), JSON.stringify(beforeStatus));
console.log('game history:', JSON.stringify(await q(`SELECT g.status AS game_status, h.from_status, h.to_status, h.reason, h.actor_kind, count(*)::int AS n FROM game_status_history h JOIN games g ON g.id = h.game_id GROUP BY 1,2,3,4,5 ORDER BY 1,2,3,4,5`)));
console.log('round history:', JSON.stringify(await q(`SELECT r.status AS round_status, h.from_status, h.to_status, h.reason, h.actor_kind, count(*)::int AS n FROM round_status_history h JOIN game_rounds r ON r.id = h.round_id GROUP BY 1,2,3,4,5 ORDER BY 1,2,3,4,5`)));
console.log('rounds without a history row:', (await q(`SELECT count(*)::int AS n FROM game_rounds r WHERE NOT EXISTS (SELECT 1 FROM round_status_history h WHERE h.round_id = r.id)`))[0].n);
console.log('games without a history row:', (await q(`SELECT count(*)::int AS n FROM games g WHERE NOT EXISTS (SELECT 1 FROM game_status_history h WHERE h.game_id = g.id)`))[0].n);
console.log('course history actor kinds:', JSON.stringify(await q(`SELECT reason, actor_kind, count(*)::int AS n FROM course_status_history GROUP BY 1,2 ORDER BY 1,2`)));
console.log('ledger balanced:', JSON.stringify(await q(`SELECT coalesce(sum(amount),0)::bigint AS total FROM ledger_entries`)));
await db.close();
