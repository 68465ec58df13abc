CREATE TABLE "ads_sandbox_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"funding_instrument_id" text NOT NULL,
	"entity_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sandbox_custom_audiences" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"matched_users" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sandbox_line_items" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"objective" text NOT NULL,
	"product_type" text NOT NULL,
	"placements" jsonb NOT NULL,
	"entity_status" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sandbox_targeting_criteria" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"targeting_type" text NOT NULL,
	"targeting_value" text NOT NULL,
	"operator_type" text DEFAULT 'EQ' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sandbox_web_event_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'SITE_VISIT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience_config_id" integer NOT NULL,
	"shared_by" uuid,
	"recipient_id" uuid,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_audiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"audience_config_id" integer,
	"ad_account_id" text NOT NULL,
	"adapter" text NOT NULL,
	"campaign_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "x_ads_credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"token_secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audience_shares" ADD CONSTRAINT "audience_shares_audience_config_id_audience_configs_id_fk" FOREIGN KEY ("audience_config_id") REFERENCES "public"."audience_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_shares" ADD CONSTRAINT "audience_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_shares" ADD CONSTRAINT "audience_shares_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_audiences" ADD CONSTRAINT "uploaded_audiences_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_audiences" ADD CONSTRAINT "uploaded_audiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_audiences" ADD CONSTRAINT "uploaded_audiences_audience_config_id_audience_configs_id_fk" FOREIGN KEY ("audience_config_id") REFERENCES "public"."audience_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x_ads_credentials" ADD CONSTRAINT "x_ads_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_sandbox_custom_audiences_account" ON "ads_sandbox_custom_audiences" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ads_sandbox_line_items_account" ON "ads_sandbox_line_items" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ads_sandbox_criteria_line_item" ON "ads_sandbox_targeting_criteria" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "audience_shares_recipient" ON "audience_shares" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "audience_shares_config" ON "audience_shares" USING btree ("audience_config_id");--> statement-breakpoint
CREATE INDEX "uploaded_audiences_team" ON "uploaded_audiences" USING btree ("team_id","created_at");