CREATE TABLE "cm_stage_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cm_stage_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"phase" text NOT NULL,
	"quiz" jsonb,
	"quiz_points" integer,
	"quiz_at" timestamp with time zone,
	"thinking" jsonb,
	"thinking_at" timestamp with time zone,
	"marks" jsonb,
	"marked_by" integer,
	"marked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cm_stage_answers" ADD CONSTRAINT "cm_stage_answers_member_id_course_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."course_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_stage_answers" ADD CONSTRAINT "cm_stage_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cm_stage_answers_key" ON "cm_stage_answers" USING btree ("member_id","phase");