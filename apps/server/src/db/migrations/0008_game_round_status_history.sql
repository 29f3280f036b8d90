CREATE TABLE "game_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "round_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_status_history" ADD CONSTRAINT "game_status_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_status_history" ADD CONSTRAINT "game_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_status_history" ADD CONSTRAINT "round_status_history_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_status_history" ADD CONSTRAINT "round_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_status_history_game_idx" ON "game_status_history" USING btree ("game_id","at");--> statement-breakpoint
CREATE INDEX "round_status_history_round_idx" ON "round_status_history" USING btree ("round_id","at");--> statement-breakpoint
-- What the records prove for games and rounds that existed before their history: a game was created
-- running by whoever started it; a finished one finished at finished_at; a paused one was paused at
-- some time before this migration (its time is unknown: the migration's is used), so every history
-- ends in its record's status. A round opened when its game started or the round before it settled,
-- and settled at settled_at (by whom is unknown: the clock's null).
INSERT INTO "game_status_history" ("game_id", "from_status", "to_status", "reason", "actor_id", "at")
  SELECT "id", NULL, 'running', 'created', "started_by", "started_at" FROM "games" ORDER BY "id";--> statement-breakpoint
INSERT INTO "game_status_history" ("game_id", "from_status", "to_status", "reason", "actor_id", "at")
  SELECT "id", 'running', "status", CASE "status" WHEN 'finished' THEN 'finish' ELSE 'pause' END, NULL, CASE "status" WHEN 'finished' THEN COALESCE("finished_at", now()) ELSE now() END
    FROM "games" WHERE "status" <> 'running' ORDER BY "id";--> statement-breakpoint
INSERT INTO "round_status_history" ("round_id", "from_status", "to_status", "reason", "actor_id", "at")
  SELECT r."id", NULL, 'open', 'created', NULL, COALESCE(lag(r."settled_at") OVER (PARTITION BY r."game_id" ORDER BY r."number"), g."started_at")
    FROM "game_rounds" r JOIN "games" g ON g."id" = r."game_id" ORDER BY r."game_id", r."number";--> statement-breakpoint
INSERT INTO "round_status_history" ("round_id", "from_status", "to_status", "reason", "actor_id", "at")
  SELECT "id", 'open', 'settled', 'settle', NULL, COALESCE("settled_at", now()) FROM "game_rounds" WHERE "status" = 'settled' ORDER BY "game_id", "number";
