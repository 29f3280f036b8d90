import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app';
import { actionCardHistory, actionCards } from '../schema';
import { seedDemo } from './demo';
import { seedDemoCourses } from './courses';
import { seedDemoActionCards } from './actionCards';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, 4);
  await seedDemoCourses(t.database.db);
});
afterAll(() => t.close());

describe('seedDemoActionCards', () => {
  it('gives the finished demo course’s first team three cards at different stages, with their history, once', async () => {
    expect(await seedDemoActionCards(t.database.db, t.config.TIME_ZONE)).toBe(3);
    expect(await seedDemoActionCards(t.database.db, t.config.TIME_ZONE)).toBe(0);
    const cards = await t.database.db.select().from(actionCards).orderBy(asc(actionCards.id));
    expect(cards.map((c) => c.status)).toEqual(['in_progress', 'open', 'done']);
    expect(cards.every((c) => c.ownerId !== null && c.title.length > 0)).toBe(true);
    expect((await t.database.db.select().from(actionCardHistory)).map((h) => h.reason).sort()).toEqual(['complete', 'created', 'created', 'created', 'start', 'start']);
  });
});
