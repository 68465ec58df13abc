DROP INDEX "creator_follow_periods_first_seen_idx";--> statement-breakpoint
DROP INDEX "creator_follow_periods_gone_idx";--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD COLUMN "followers_count" integer;--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "sample_rank" integer GENERATED ALWAYS AS (('x' || substr(md5(other_id), 1, 8))::bit(32)::integer) STORED;--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "bot_score" double precision;--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "bot_signals" text;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_sample_idx" ON "creator_follow_periods" USING btree ("account_id","kind","sample_rank","other_id") WHERE gone_at is null;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_score_idx" ON "creator_follow_periods" USING btree ("account_id","kind","bot_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE gone_at is null;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_first_seen_idx" ON "creator_follow_periods" USING btree ("account_id","kind","first_seen_at","id");--> statement-breakpoint
CREATE INDEX "creator_follow_periods_gone_idx" ON "creator_follow_periods" USING btree ("account_id","kind","gone_at","id") WHERE gone_at is not null;--> statement-breakpoint
UPDATE "creator_accounts" a SET "followers_count" = (SELECT count(*) FROM "creator_follow_periods" p WHERE p.account_id = a.id AND p.kind = 'follower' AND p.gone_at IS NULL) WHERE a.last_synced_at IS NOT NULL;
