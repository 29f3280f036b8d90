CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rooms" text[] NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "domain_events_undelivered_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_delivered_idx" ON "domain_events" USING btree ("delivered_at");