import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { advanceDueCourses, scheduleCourseClock } from './modules/courses';
import { expireDueOrders, settleApprovedRefunds } from './modules/shop';
import { seedDemoCourses } from './db/seed/courses';
import { seedDemoCoins } from './db/seed/coins';
import { seedDemoGame } from './db/seed/game';
import { seedDemoShop } from './db/seed/shop';
import { seedDemoOrders } from './db/seed/orders';
import { seedDemoAssessments } from './db/seed/assessments';
import { seedDemoActionCards } from './db/seed/actionCards';
import { buildApp } from './app';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, timeZone: config.TIME_ZONE }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
await database.migrate();
const seeded = config.SEED_DEMO ? await seedDemo(database.db, config.PASSWORD_HASH_COST) : { created: false };
const demoCourses = config.SEED_DEMO ? await seedDemoCourses(database.db) : [];
if (config.SEED_DEMO) {
  await seedDemoCoins(database.db);
  await seedDemoGame(database.db);
  await seedDemoShop(database.db);
  await seedDemoActionCards(database.db, config.TIME_ZONE);
}
const app = await buildApp({ config, database });
// The demo courses' clocks (held until the job queue starts).
for (const course of demoCourses) await scheduleCourseClock(app.deps, course);
// Demo orders go through the shop's services (and the sandbox), so they need the app's parts.
if (config.SEED_DEMO) {
  await seedDemoOrders(app.deps);
  await seedDemoAssessments(app.deps);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  await app.deps.jobs.start();
  // Catch up with what the clock owed while the server was down (course starts and ends).
  await advanceDueCourses(app.deps);
  // And with orders whose time ran out meanwhile (their jobs may have been lost to a crash).
  await expireDueOrders(app.deps);
  // And with refunds approved but never asked of the provider (a crash after the approval).
  await settleApprovedRefunds(app.deps);
} catch (err) {
  app.log.error(err);
  await database.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
console.log(
  [
    '',
    `Sandtable is running at http://localhost:${port}/  (API docs: http://localhost:${port}/docs)`,
    `Database: ${where}; ${seeded.created ? 'demo data seeded' : 'existing data kept'}; ready in ${Math.round(performance.now() - started)} ms`,
    config.SEED_DEMO
      ? `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.filter((a) => !a.account.startsWith('student') || a.account === 'student1')
          .map((a) => `${a.account} (${a.role})`)
          .join(', ')}, student2…student20`
      : 'Demo data is off (SEED_DEMO=false).',
    '',
  ].join('\n'),
);
