CREATE TABLE "ads_sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"card_type" text NOT NULL,
	"title" text NOT NULL,
	"website_url" text,
	"media_key" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sandbox_media" (
	"media_key" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"media_url" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sandbox_promoted_tweets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"tweet_id" text NOT NULL,
	"card_id" text,
	"text" text DEFAULT '' NOT NULL,
	"entity_status" text NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"upload_token_hash" text NOT NULL,
	"uploaded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_ad_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ad_account_id" text NOT NULL,
	"adapter" text NOT NULL,
	"remote_id" text NOT NULL,
	"parent_id" integer,
	"audience_config_id" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_sandbox_campaigns" ADD COLUMN "daily_budget_micro" bigint;--> statement-breakpoint
ALTER TABLE "ads_sandbox_campaigns" ADD COLUMN "total_budget_micro" bigint;--> statement-breakpoint
ALTER TABLE "ads_sandbox_campaigns" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads_sandbox_campaigns" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads_sandbox_campaigns" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_sandbox_campaigns" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_sandbox_line_items" ADD COLUMN "bid_micro" bigint;--> statement-breakpoint
ALTER TABLE "ads_sandbox_line_items" ADD COLUMN "audience_size" bigint;--> statement-breakpoint
ALTER TABLE "ads_sandbox_line_items" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ad_entities" ADD CONSTRAINT "team_ad_entities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ad_entities" ADD CONSTRAINT "team_ad_entities_parent_id_team_ad_entities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_ad_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ad_entities" ADD CONSTRAINT "team_ad_entities_audience_config_id_audience_configs_id_fk" FOREIGN KEY ("audience_config_id") REFERENCES "public"."audience_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ad_entities" ADD CONSTRAINT "team_ad_entities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_sandbox_promoted_tweets_line" ON "ads_sandbox_promoted_tweets" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "stored_files_team" ON "stored_files" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_ad_entities_team" ON "team_ad_entities" USING btree ("team_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "team_ad_entities_parent" ON "team_ad_entities" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_ad_entities_remote" ON "team_ad_entities" USING btree ("adapter","ad_account_id","kind","remote_id");