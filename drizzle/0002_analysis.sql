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
CREATE INDEX "analysis_queries_user_idx" ON "analysis_queries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_results_version_idx" ON "analysis_results" USING btree ("corpus_version");--> statement-breakpoint
CREATE INDEX "explore_searches_user_idx" ON "explore_searches" USING btree ("user_id","query_type");--> statement-breakpoint
CREATE INDEX "user_activity_entries_user_idx" ON "user_activity_entries" USING btree ("user_id","action_at");