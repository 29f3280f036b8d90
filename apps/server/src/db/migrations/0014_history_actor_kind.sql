ALTER TABLE "course_status_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_status_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "round_status_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "ts_phase_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_attempt_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "observer_invitation_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "commodity_history" ADD COLUMN "actor_kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
-- Rows from before the kind was recorded: an actor that is still an account acted as its role (its
-- role now: the best the data has). Without an actor: a course, team-synergy phase, attempt or commodity row was
-- the clock's (the only writer without one), an observer's answer a guest's (by link), its other
-- rows the clock's. A game or round row without an actor stays 'unknown': migration 0008 filled in
-- rows whose actor was never stored, and they cannot be told from the deadline job's.
UPDATE "course_status_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "course_status_history" SET "actor_kind" = 'system' WHERE "actor_id" IS NULL;--> statement-breakpoint
UPDATE "game_status_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "round_status_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "ts_phase_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "ts_phase_history" SET "actor_kind" = 'system' WHERE "actor_id" IS NULL;--> statement-breakpoint
UPDATE "assessment_attempt_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "assessment_attempt_history" SET "actor_kind" = 'system' WHERE "actor_id" IS NULL;--> statement-breakpoint
UPDATE "observer_invitation_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "observer_invitation_history" SET "actor_kind" = CASE "reason" WHEN 'answer' THEN 'guest' ELSE 'system' END WHERE "actor_id" IS NULL;--> statement-breakpoint
UPDATE "commodity_history" h SET "actor_kind" = u."role" FROM "users" u WHERE u."id" = h."actor_id";--> statement-breakpoint
UPDATE "commodity_history" SET "actor_kind" = 'system' WHERE "actor_id" IS NULL;
