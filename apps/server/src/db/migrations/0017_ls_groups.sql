CREATE TABLE "ls_group_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ls_group_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assessment_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_group_members" (
	"list_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ls_group_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ls_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ls_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
-- Before the foreign key of ls_group_members that needs it (drizzle-kit put it last).
CREATE UNIQUE INDEX "ls_groups_list_key" ON "ls_groups" USING btree ("id","list_id");--> statement-breakpoint
ALTER TABLE "ls_group_lists" ADD CONSTRAINT "ls_group_lists_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ls_group_lists" ADD CONSTRAINT "ls_group_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ls_group_members" ADD CONSTRAINT "ls_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ls_group_members" ADD CONSTRAINT "ls_group_members_group_id_list_id_ls_groups_id_list_id_fk" FOREIGN KEY ("group_id","list_id") REFERENCES "public"."ls_groups"("id","list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ls_groups" ADD CONSTRAINT "ls_groups_list_id_ls_group_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."ls_group_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ls_group_lists_name_key" ON "ls_group_lists" USING btree ("assessment_id","name");--> statement-breakpoint
CREATE INDEX "ls_group_members_group_idx" ON "ls_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ls_groups_name_key" ON "ls_groups" USING btree ("list_id","name");
