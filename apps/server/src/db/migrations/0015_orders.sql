CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"reduction_fen" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"cap_fen" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amounts_check" CHECK ("coupons"."threshold_fen" >= 0 AND "coupons"."reduction_fen" >= 0 AND "coupons"."cap_fen" >= 0 AND "coupons"."amount_fen" >= 0 AND "coupons"."percent_off" BETWEEN 0 AND 100),
	CONSTRAINT "coupons_times_check" CHECK ("coupons"."expires_at" >= "coupons"."effective_at"),
	CONSTRAINT "coupons_used_check" CHECK (("coupons"."status" = 'used') = ("coupons"."order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text DEFAULT 'unknown' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"validity_months" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"list_fen" integer NOT NULL,
	"discount_fen" integer NOT NULL,
	"coins_fen" integer NOT NULL,
	"payable_fen" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_amounts_check" CHECK ("order_lines"."unit_price_fen" >= 0 AND "order_lines"."list_fen" = "order_lines"."unit_price_fen" * "order_lines"."quantity" AND "order_lines"."discount_fen" >= 0 AND "order_lines"."coins_fen" >= 0 AND "order_lines"."payable_fen" >= 0 AND "order_lines"."payable_fen" = "order_lines"."list_fen" - "order_lines"."discount_fen" - "order_lines"."coins_fen")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"request_key" text,
	"subtotal_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"percentage_fen" integer DEFAULT 0 NOT NULL,
	"voucher_fen" integer DEFAULT 0 NOT NULL,
	"coins_used" integer DEFAULT 0 NOT NULL,
	"coins_fen" integer DEFAULT 0 NOT NULL,
	"payable_fen" integer NOT NULL,
	"coupon_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_fen" >= 0 AND "orders"."threshold_fen" >= 0 AND "orders"."percentage_fen" >= 0 AND "orders"."voucher_fen" >= 0 AND "orders"."coins_used" >= 0 AND "orders"."coins_fen" >= 0 AND "orders"."payable_fen" >= 0 AND "orders"."payable_fen" = "orders"."subtotal_fen" - "orders"."threshold_fen" - "orders"."percentage_fen" - "orders"."voucher_fen" - "orders"."coins_fen")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "order_lines_commodity_idx" ON "order_lines" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key_idx" ON "orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","expires_at");