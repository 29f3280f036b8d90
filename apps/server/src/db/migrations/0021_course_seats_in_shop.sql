ALTER TABLE "commodities" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_course_idx" ON "commodities" USING btree ("course_id") WHERE "commodities"."course_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_course_kind_check" CHECK ("commodities"."course_id" IS NULL OR "commodities"."kind" = 'course');