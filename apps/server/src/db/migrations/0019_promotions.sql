CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"reduction_fen" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"cap_fen" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"issued" integer DEFAULT 0 NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_times_check" CHECK ("promotions"."expires_at" > "promotions"."effective_at"),
	CONSTRAINT "promotions_issued_check" CHECK ("promotions"."issued" >= 0 AND ("promotions"."total_limit" IS NULL OR "promotions"."issued" <= "promotions"."total_limit")),
	CONSTRAINT "promotions_terms_check" CHECK ("promotions"."threshold_fen" >= 0 AND "promotions"."per_user_limit" >= 1 AND (("promotions"."kind" = 'threshold' AND "promotions"."reduction_fen" >= 1 AND "promotions"."reduction_fen" <= "promotions"."threshold_fen") OR ("promotions"."kind" = 'percentage' AND "promotions"."percent_off" BETWEEN 1 AND 99 AND "promotions"."cap_fen" >= 1)))
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_envelopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"total_fen" integer NOT NULL,
	"recipients" integer NOT NULL,
	"request_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelopes_amount_check" CHECK ("red_envelopes"."total_fen" >= "red_envelopes"."recipients" AND "red_envelopes"."recipients" >= 1)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "envelope_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_request_key_idx" ON "red_envelopes" USING btree ("created_by","request_key");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_promotion_idx" ON "coupons" USING btree ("promotion_id","owner_id");