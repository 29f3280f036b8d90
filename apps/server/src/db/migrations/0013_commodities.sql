CREATE TABLE "commodities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commodities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer,
	"validity_months" integer NOT NULL,
	"shelf_on_at" timestamp with time zone NOT NULL,
	"shelf_off_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commodities_price_check" CHECK ("commodities"."price_fen" >= 0),
	CONSTRAINT "commodities_stock_check" CHECK ("commodities"."stock" IS NULL OR "commodities"."stock" >= 0),
	CONSTRAINT "commodities_validity_check" CHECK ("commodities"."validity_months" >= 1),
	CONSTRAINT "commodities_shelf_times_check" CHECK ("commodities"."shelf_off_at" IS NULL OR "commodities"."shelf_off_at" >= "commodities"."shelf_on_at")
);
--> statement-breakpoint
CREATE TABLE "commodity_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commodity_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commodity_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"before" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_history" ADD CONSTRAINT "commodity_history_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_history" ADD CONSTRAINT "commodity_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commodities_shelf_idx" ON "commodities" USING btree ("status","shelf_on_at");--> statement-breakpoint
CREATE INDEX "commodity_history_commodity_idx" ON "commodity_history" USING btree ("commodity_id","at");