CREATE TABLE "creator_follower_buckets" (
	"account_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer NOT NULL,
	"s1" bigint NOT NULL,
	"s2" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "id_bucket" integer;--> statement-breakpoint
ALTER TABLE "creator_follower_buckets" ADD CONSTRAINT "creator_follower_buckets_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_follower_buckets_pk" ON "creator_follower_buckets" USING btree ("account_id","bucket");--> statement-breakpoint
CREATE INDEX "creator_follow_periods_bucket_idx" ON "creator_follow_periods" USING btree ("account_id","kind","id_bucket") WHERE gone_at is null;