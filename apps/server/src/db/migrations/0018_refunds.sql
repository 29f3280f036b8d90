CREATE TABLE "refund_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text DEFAULT 'unknown' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"coins" integer NOT NULL,
	CONSTRAINT "refund_lines_amounts_check" CHECK ("refund_lines"."quantity" >= 1 AND "refund_lines"."amount_fen" >= 0 AND "refund_lines"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"amount_fen" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"review_note" text,
	"failure" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amounts_check" CHECK ("refunds"."amount_fen" >= 0 AND "refunds"."coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_history" ADD CONSTRAINT "refund_history_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_history" ADD CONSTRAINT "refund_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_history_refund_idx" ON "refund_history" USING btree ("refund_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id","order_line_id");--> statement-breakpoint
CREATE INDEX "refund_lines_line_idx" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_no_idx" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" IN ('pending_review', 'approved', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key_idx" ON "refunds" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_quantity_check" CHECK ("entitlements"."quantity" >= 0);