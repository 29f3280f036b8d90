ALTER TABLE "assessments" ADD COLUMN "anonymity_threshold" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reports_released" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "team_ids" integer[];--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_anonymity_threshold_check" CHECK ("assessments"."anonymity_threshold" BETWEEN 3 AND 10);