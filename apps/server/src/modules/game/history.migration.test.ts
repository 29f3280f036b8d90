import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore, openScratch, type ScratchHandle } from '../../test/migrations';

/**
 * Migration 0008 on games and rounds that existed before their history: applies 0000–0007, writes
 * a finished, a paused and a running game as the code before did, applies 0008 and checks the
 * history it fills in.
 */
let h: ScratchHandle;
let before: string;

beforeAll(async () => {
  h = await openScratch();
  before = migrationsBefore(8);
  await h.migrate(before);
  const course = (id: number) =>
    `(${id}, 'MS', 'MS', 'special', 'Course ${id}', 'in_progress', 1, 1, '2026-11-01T08:00:00Z', '2026-11-01T16:00:00Z', '2026-10-31T08:00:00Z', 40, 4, 3, 'case', 'intro', 0, 1)`;
  const round = (id: number, game: number, n: number, status: string, settledAt: string | null) =>
    `(${id}, ${game}, ${n}, ${n === 1}, '${status}', 1, '{}', ${settledAt ? `'${settledAt}'` : 'NULL'})`;
  await h.exec(`
    INSERT INTO users (id, account, password_hash, name, role) OVERRIDING SYSTEM VALUE VALUES (1, 'lecturer', 'x', 'Lecturer', 'lecturer');
    INSERT INTO courses (id, game_id, course_type, kind, name, status, lecturer_id, created_by, start_at, end_at, registration_deadline, participants, team_count, rounds, case_study, introduction, price_fen, advance_entry_hours)
      OVERRIDING SYSTEM VALUE VALUES ${[1, 2, 3].map(course).join(', ')};
    INSERT INTO games (id, course_id, status, params, seed, practice_rounds, official_rounds, round_minutes, started_by, started_at, finished_at) OVERRIDING SYSTEM VALUE VALUES
      (1, 1, 'finished', '{}', 1, 1, 2, 10, 1, '2026-11-01T08:00:00Z', '2026-11-01T08:30:00Z'),
      (2, 2, 'paused', '{}', 1, 1, 2, 10, 1, '2026-11-01T09:00:00Z', NULL),
      (3, 3, 'running', '{}', 1, 1, 2, 10, NULL, '2026-11-01T10:00:00Z', NULL);
    INSERT INTO game_rounds (id, game_id, number, practice, status, seed, state_before, settled_at) OVERRIDING SYSTEM VALUE VALUES
      ${[
        round(1, 1, 1, 'settled', '2026-11-01T08:10:00Z'),
        round(2, 1, 2, 'settled', '2026-11-01T08:20:00Z'),
        round(3, 1, 3, 'settled', '2026-11-01T08:30:00Z'),
        round(4, 2, 1, 'settled', '2026-11-01T09:10:00Z'),
        round(5, 2, 2, 'open', null),
        round(6, 3, 1, 'open', null),
      ].join(', ')};
  `);
  await h.migrate(MIGRATIONS);
});
afterAll(async () => {
  await h?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

const iso = (at: Date | string) => new Date(at).toISOString();

describe('migration 0008 (game and round history)', () => {
  it('gives each game its creation by whoever started it, and its finish or pause', async () => {
    const rows = await h.query<{ game_id: number; from_status: string | null; to_status: string; reason: string; actor_id: number | null; at: Date }>(
      `SELECT game_id, from_status, to_status, reason, actor_id, at FROM game_status_history ORDER BY game_id, id`,
    );
    expect(rows.map((r) => [r.game_id, r.from_status, r.to_status, r.reason, r.actor_id])).toEqual([
      [1, null, 'running', 'created', 1],
      [1, 'running', 'finished', 'finish', null],
      [2, null, 'running', 'created', 1],
      [2, 'running', 'paused', 'pause', null],
      [3, null, 'running', 'created', null],
    ]);
    expect(iso(rows[0].at)).toBe('2026-11-01T08:00:00.000Z');
    expect(iso(rows[1].at)).toBe('2026-11-01T08:30:00.000Z');
  });

  it('opens each round when its game started or the round before settled, and settles it at settled_at', async () => {
    const rows = await h.query<{ round_id: number; from_status: string | null; to_status: string; reason: string; at: Date }>(
      `SELECT round_id, from_status, to_status, reason, at FROM round_status_history ORDER BY round_id, id`,
    );
    expect(rows.map((r) => [r.round_id, r.from_status, r.to_status, r.reason, iso(r.at)])).toEqual([
      [1, null, 'open', 'created', '2026-11-01T08:00:00.000Z'],
      [1, 'open', 'settled', 'settle', '2026-11-01T08:10:00.000Z'],
      [2, null, 'open', 'created', '2026-11-01T08:10:00.000Z'],
      [2, 'open', 'settled', 'settle', '2026-11-01T08:20:00.000Z'],
      [3, null, 'open', 'created', '2026-11-01T08:20:00.000Z'],
      [3, 'open', 'settled', 'settle', '2026-11-01T08:30:00.000Z'],
      [4, null, 'open', 'created', '2026-11-01T09:00:00.000Z'],
      [4, 'open', 'settled', 'settle', '2026-11-01T09:10:00.000Z'],
      [5, null, 'open', 'created', '2026-11-01T09:10:00.000Z'],
      [6, null, 'open', 'created', '2026-11-01T10:00:00.000Z'],
    ]);
  });

  it('ends every history in its record\'s status', async () => {
    const games = await h.query(`
      SELECT g.id FROM games g JOIN LATERAL (SELECT to_status FROM game_status_history WHERE game_id = g.id ORDER BY id DESC LIMIT 1) l ON true WHERE l.to_status <> g.status`);
    const rounds = await h.query(`
      SELECT r.id FROM game_rounds r JOIN LATERAL (SELECT to_status FROM round_status_history WHERE round_id = r.id ORDER BY id DESC LIMIT 1) l ON true WHERE l.to_status <> r.status`);
    expect([...games, ...rounds]).toEqual([]);
  });
});
