import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore, openScratch, type ScratchHandle } from '../../test/migrations';

/**
 * Migration 0014 on history rows written before the actor's kind was recorded: applies 0000–0013,
 * writes course, game and round history as the code before did (an actor or the clock's null),
 * applies 0014 and checks the kinds it fills in.
 */
let h: ScratchHandle;
let before: string;

beforeAll(async () => {
  h = await openScratch();
  before = migrationsBefore(14);
  await h.migrate(before);
  await h.exec(`
    INSERT INTO users (id, account, password_hash, name, role) OVERRIDING SYSTEM VALUE VALUES (1, 'lecturer', 'x', 'Lecturer', 'lecturer'), (2, 'admin', 'x', 'Admin', 'chief_admin');
    INSERT INTO courses (id, game_id, course_type, kind, name, status, lecturer_id, created_by, start_at, end_at, registration_deadline, participants, team_count, rounds, case_study, introduction, price_fen, advance_entry_hours)
      OVERRIDING SYSTEM VALUE VALUES (1, 'MS', 'MS', 'special', 'Course 1', 'closed', 1, 1, '2026-11-01T08:00:00Z', '2026-11-01T16:00:00Z', '2026-10-31T08:00:00Z', 40, 4, 3, 'case', 'intro', 0, 1);
    INSERT INTO course_status_history (course_id, from_status, to_status, reason, actor_id) VALUES
      (1, NULL, 'inviting', 'created', 1), (1, 'inviting', 'upcoming', 'registration_closed', NULL), (1, 'upcoming', 'closed', 'admin_close', 2);
    INSERT INTO games (id, course_id, status, params, seed, practice_rounds, official_rounds, round_minutes, started_by, started_at) OVERRIDING SYSTEM VALUE VALUES
      (1, 1, 'running', '{}', 1, 0, 2, 10, 1, '2026-11-01T08:00:00Z');
    INSERT INTO game_rounds (id, game_id, number, practice, status, seed, state_before, settled_at) OVERRIDING SYSTEM VALUE VALUES
      (1, 1, 1, false, 'settled', 1, '{}', '2026-11-01T08:10:00Z'), (2, 1, 2, false, 'open', 1, '{}', NULL);
    INSERT INTO game_status_history (game_id, from_status, to_status, reason, actor_id) VALUES (1, NULL, 'running', 'created', 1);
    INSERT INTO round_status_history (round_id, from_status, to_status, reason, actor_id) VALUES
      (1, NULL, 'open', 'created', 1), (1, 'open', 'settled', 'settle', NULL), (2, NULL, 'open', 'created', NULL);
  `);
  await h.migrate(MIGRATIONS);
});
afterAll(async () => {
  await h?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('migration 0014 (the actor kind of history rows)', () => {
  it('gives an account’s rows its role and a course row without an actor the system', async () => {
    const rows = await h.query<{ reason: string; actor_kind: string }>(`SELECT reason, actor_kind FROM course_status_history ORDER BY id`);
    expect(rows.map((r) => [r.reason, r.actor_kind])).toEqual([
      ['created', 'lecturer'],
      ['registration_closed', 'system'],
      ['admin_close', 'chief_admin'],
    ]);
  });

  it('leaves a game or round row without an actor unknown (0008 filled in rows whose actor was never stored)', async () => {
    const games = await h.query<{ reason: string; actor_kind: string }>(`SELECT reason, actor_kind FROM game_status_history ORDER BY id`);
    expect(games.map((r) => [r.reason, r.actor_kind])).toEqual([['created', 'lecturer']]);
    const rounds = await h.query<{ round_id: number; reason: string; actor_kind: string }>(`SELECT round_id, reason, actor_kind FROM round_status_history ORDER BY id`);
    expect(rounds.map((r) => [r.round_id, r.reason, r.actor_kind])).toEqual([
      [1, 'created', 'lecturer'],
      [1, 'settle', 'unknown'],
      [2, 'created', 'unknown'],
    ]);
  });
});
