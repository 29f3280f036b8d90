CREATE TABLE "ts_games" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"phase_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phase_deadline" timestamp with time zone,
	"revealed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_phase_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ts_phase_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ts_game_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ts_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item" text NOT NULL,
	"place" integer NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_rankings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ts_rankings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"draft" jsonb,
	"draft_at" timestamp with time zone,
	"submitted" jsonb,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ts_team_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ts_team_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"phase" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ts_games" ADD CONSTRAINT "ts_games_id_games_id_fk" FOREIGN KEY ("id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_phase_history" ADD CONSTRAINT "ts_phase_history_ts_game_id_ts_games_id_fk" FOREIGN KEY ("ts_game_id") REFERENCES "public"."ts_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_phase_history" ADD CONSTRAINT "ts_phase_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_proposals" ADD CONSTRAINT "ts_proposals_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_proposals" ADD CONSTRAINT "ts_proposals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_proposals" ADD CONSTRAINT "ts_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_rankings" ADD CONSTRAINT "ts_rankings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_rankings" ADD CONSTRAINT "ts_rankings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_rankings" ADD CONSTRAINT "ts_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_team_resets" ADD CONSTRAINT "ts_team_resets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_team_resets" ADD CONSTRAINT "ts_team_resets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_team_resets" ADD CONSTRAINT "ts_team_resets_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ts_phase_history_game_idx" ON "ts_phase_history" USING btree ("ts_game_id","at");--> statement-breakpoint
CREATE INDEX "ts_proposals_team_idx" ON "ts_proposals" USING btree ("game_id","team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_rankings_key" ON "ts_rankings" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "ts_rankings_team_idx" ON "ts_rankings" USING btree ("game_id","team_id");--> statement-breakpoint
CREATE INDEX "ts_team_resets_team_idx" ON "ts_team_resets" USING btree ("game_id","team_id");