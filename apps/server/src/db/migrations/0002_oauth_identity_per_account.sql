DROP INDEX "oauth_identities_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_user_key" ON "oauth_identities" USING btree ("user_id","provider");