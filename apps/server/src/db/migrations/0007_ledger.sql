CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"system" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_nonnegative" CHECK ("ledger_accounts"."balance" >= 0 OR "ledger_accounts"."kind" = 'system'),
	CONSTRAINT "ledger_accounts_one_owner" CHECK (("ledger_accounts"."kind" = 'user') = ("ledger_accounts"."user_id" IS NOT NULL) AND ("ledger_accounts"."kind" = 'company') = ("ledger_accounts"."company_id" IS NOT NULL) AND ("ledger_accounts"."kind" = 'system') = ("ledger_accounts"."system" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"posting_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"counterpart_id" integer,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"poster" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"course_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_counterpart_id_users_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id","currency") WHERE "ledger_accounts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_company_idx" ON "ledger_accounts" USING btree ("company_id","currency") WHERE "ledger_accounts"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_idx" ON "ledger_accounts" USING btree ("system","currency") WHERE "ledger_accounts"."system" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_key_idx" ON "ledger_postings" USING btree ("poster","idempotency_key");--> statement-breakpoint
-- Carry coins and credits over (docs/decisions/ledger.md). Every coin_ledger row becomes a posting
-- against the `migration` system account, keeping its reason, course, note, counterpart and time; a
-- balance its history does not explain (set without a row) first gets an `opening` posting for the
-- difference, and so do company assets. Afterwards every account's balance is the sum of its entries.
INSERT INTO "ledger_accounts" ("kind", "system", "currency") VALUES ('system', 'migration', 'coins'), ('system', 'migration', 'credits');--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind", "user_id", "currency")
  SELECT 'user', "user_id", 'coins' FROM (SELECT "user_id" FROM "coin_balances" UNION SELECT "user_id" FROM "coin_ledger") AS u ORDER BY "user_id";--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind", "company_id", "currency")
  SELECT 'company', "company_id", c."currency" FROM "company_assets"
  CROSS JOIN LATERAL (VALUES ('coins', "coins"), ('credits', "course_credits")) AS c("currency", "amount")
  WHERE c."amount" <> 0 ORDER BY "company_id", c."currency";--> statement-breakpoint
CREATE TEMPORARY TABLE "ledger_carry" ON COMMIT DROP AS
  SELECT 'coin_balances:' || b."user_id" AS "key", a."id" AS "account_id", b."user_id" AS "owner_id", b."balance" - coalesce(h."total", 0) AS "amount", coalesce(h."first_at", now()) AS "at"
    FROM "coin_balances" b
    JOIN "ledger_accounts" a ON a."user_id" = b."user_id" AND a."currency" = 'coins'
    LEFT JOIN (SELECT "user_id", sum("delta") AS "total", min("at") AS "first_at" FROM "coin_ledger" GROUP BY "user_id") h ON h."user_id" = b."user_id"
  UNION ALL
  SELECT 'company_assets:' || a."company_id" || ':' || a."currency", a."id", NULL, CASE a."currency" WHEN 'coins' THEN ca."coins" ELSE ca."course_credits" END, now()
    FROM "ledger_accounts" a JOIN "company_assets" ca ON ca."company_id" = a."company_id";--> statement-breakpoint
DELETE FROM "ledger_carry" WHERE "amount" = 0;--> statement-breakpoint
INSERT INTO "ledger_postings" ("poster", "idempotency_key", "reason", "at")
  SELECT 'migration', "key", 'opening', "at" FROM "ledger_carry" ORDER BY "key";--> statement-breakpoint
INSERT INTO "ledger_entries" ("posting_id", "account_id", "amount", "balance_after", "counterpart_id")
  SELECT p."id", e."account_id", e."amount", 0, e."counterpart_id"
    FROM "ledger_carry" c
    JOIN "ledger_postings" p ON p."poster" = 'migration' AND p."idempotency_key" = c."key"
    JOIN "ledger_accounts" a ON a."id" = c."account_id"
    JOIN "ledger_accounts" m ON m."system" = 'migration' AND m."currency" = a."currency"
    CROSS JOIN LATERAL (VALUES (1, c."account_id", c."amount", NULL::integer), (2, m."id", -c."amount", c."owner_id")) AS e("side", "account_id", "amount", "counterpart_id")
    ORDER BY p."id", e."side";--> statement-breakpoint
INSERT INTO "ledger_postings" ("poster", "idempotency_key", "reason", "course_id", "note", "at")
  SELECT 'migration', 'coin_ledger:' || "id", CASE "reason" WHEN 'grant' THEN 'grant' ELSE 'reward' END, "course_id", "note", "at"
    FROM "coin_ledger" WHERE "delta" <> 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("posting_id", "account_id", "amount", "balance_after", "counterpart_id")
  SELECT p."id", e."account_id", e."amount", 0, e."counterpart_id"
    FROM "coin_ledger" l
    JOIN "ledger_postings" p ON p."poster" = 'migration' AND p."idempotency_key" = 'coin_ledger:' || l."id"
    JOIN "ledger_accounts" a ON a."user_id" = l."user_id" AND a."currency" = 'coins'
    JOIN "ledger_accounts" m ON m."system" = 'migration' AND m."currency" = 'coins'
    CROSS JOIN LATERAL (VALUES (1, a."id", l."delta", l."counterpart_id"), (2, m."id", -l."delta", l."user_id")) AS e("side", "account_id", "amount", "counterpart_id")
    ORDER BY l."id", e."side";--> statement-breakpoint
UPDATE "ledger_entries" e SET "balance_after" = r."running"
  FROM (SELECT "id", sum("amount") OVER (PARTITION BY "account_id" ORDER BY "id") AS "running" FROM "ledger_entries") r
  WHERE e."id" = r."id";--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance" = s."total"
  FROM (SELECT "account_id", sum("amount") AS "total" FROM "ledger_entries" GROUP BY "account_id") s
  WHERE a."id" = s."account_id";--> statement-breakpoint
DROP TABLE "coin_balances" CASCADE;--> statement-breakpoint
DROP TABLE "coin_ledger" CASCADE;--> statement-breakpoint
ALTER TABLE "company_assets" DROP COLUMN "course_credits";--> statement-breakpoint
ALTER TABLE "company_assets" DROP COLUMN "coins";