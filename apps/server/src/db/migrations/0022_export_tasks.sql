CREATE TABLE "export_task_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_task_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text DEFAULT 'unknown' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"size" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_task_history" ADD CONSTRAINT "export_task_history_task_id_export_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."export_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_task_history" ADD CONSTRAINT "export_task_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_task_history_task_idx" ON "export_task_history" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "export_tasks_owner_idx" ON "export_tasks" USING btree ("owner_id","kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "export_tasks_generating_key" ON "export_tasks" USING btree ("owner_id","kind","subject_id","lang") WHERE "export_tasks"."status" = 'generating';