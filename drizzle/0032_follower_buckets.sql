CREATE TABLE "creator_follower_prints" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"bucket_bits" integer NOT NULL,
	"prints" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "sort_handle" text;--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "sort_followers" integer;--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD COLUMN "id_bucket" integer;--> statement-breakpoint
ALTER TABLE "creator_follower_prints" ADD CONSTRAINT "creator_follower_prints_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_handle_idx" ON "creator_follow_periods" USING btree ("account_id","kind",coalesce(sort_handle, lower(other_id)),"id") WHERE gone_at is null;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_followers_idx" ON "creator_follow_periods" USING btree ("account_id","kind",coalesce(sort_followers, 0),"id") WHERE gone_at is null;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_bucket_idx" ON "creator_follow_periods" USING btree ("account_id","kind","id_bucket") WHERE gone_at is null;