CREATE TABLE "analysis_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text,
	"query_type" text NOT NULL,
	"query" jsonb NOT NULL,
	"ad_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_results" (
	"key" text PRIMARY KEY NOT NULL,
	"corpus_version" bigint NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explore_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text,
	"email" text NOT NULL,
	"query_type" text NOT NULL,
	"audience_creator_query_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"ad_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text,
	"action_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"audience_creator_query_id" text,
	"classifier_id" text
);
--> statement-breakpoint
CREATE TABLE "audience_regions" (
	"name" text PRIMARY KEY NOT NULL,
	"is_single_country" boolean NOT NULL,
	"country_codes" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_conversation_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"topic_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targetable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_interests" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_job_titles" (
	"category" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "targeting_job_titles_category_title_pk" PRIMARY KEY("category","title")
);
--> statement-breakpoint
CREATE TABLE "targeting_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"x_targetable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"location_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_movies_tv_shows" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"genre" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_network_operators" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targeting_package" jsonb NOT NULL,
	"query_type" text DEFAULT 'audience_builder' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"audience_config_id" integer,
	"ad_account_id" text,
	"state" text NOT NULL,
	"targeting_package" jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audience_configs" ADD CONSTRAINT "audience_configs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_configs" ADD CONSTRAINT "audience_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_usages" ADD CONSTRAINT "audience_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_usages" ADD CONSTRAINT "audience_usages_audience_config_id_audience_configs_id_fk" FOREIGN KEY ("audience_config_id") REFERENCES "public"."audience_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_queries_user_idx" ON "analysis_queries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_results_version_idx" ON "analysis_results" USING btree ("corpus_version");--> statement-breakpoint
CREATE INDEX "explore_searches_user_idx" ON "explore_searches" USING btree ("user_id","query_type");--> statement-breakpoint
CREATE INDEX "user_activity_entries_user_idx" ON "user_activity_entries" USING btree ("user_id","action_at");--> statement-breakpoint
CREATE INDEX "targeting_locations_country" ON "targeting_locations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "targeting_network_operators_country" ON "targeting_network_operators" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "audience_configs_team" ON "audience_configs" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "audience_usages_user" ON "audience_usages" USING btree ("user_id","created_at");