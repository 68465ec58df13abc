CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"code" text NOT NULL,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"plan_name" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_type" text,
	"protected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"listed_count" integer DEFAULT 0 NOT NULL,
	"profile_image_url" text DEFAULT '' NOT NULL,
	"pinned_post_id" text,
	"origin" text NOT NULL,
	"gender" text,
	"gender_method" text,
	"gender_confidence" real,
	"age_group" text,
	"age_method" text,
	"age_confidence" real,
	"country" text,
	"city" text,
	"location_method" text,
	"location_confidence" real,
	"job_category" text,
	"job_title" text,
	"job_method" text,
	"job_confidence" real,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests_method" text,
	"interests_confidence" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_count_buckets" (
	"query" text NOT NULL,
	"granularity" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"post_count" integer NOT NULL,
	CONSTRAINT "corpus_count_buckets_query_granularity_start_pk" PRIMARY KEY("query","granularity","start")
);
--> statement-breakpoint
CREATE TABLE "corpus_engagements" (
	"post_id" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"engaged_at" timestamp with time zone,
	CONSTRAINT "corpus_engagements_post_id_account_id_kind_pk" PRIMARY KEY("post_id","account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "corpus_follower_snapshots" (
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"followers_count" integer NOT NULL,
	"following_count" integer NOT NULL,
	"gained" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "corpus_follower_snapshots_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "corpus_follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corpus_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "corpus_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"summary" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "corpus_post_entities" (
	"post_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"position" smallint NOT NULL,
	"display" text NOT NULL,
	"start_index" integer,
	"end_index" integer,
	CONSTRAINT "corpus_post_entities_post_id_kind_position_pk" PRIMARY KEY("post_id","kind","position")
);
--> statement-breakpoint
CREATE TABLE "corpus_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone,
	"lang" text,
	"lang_method" text,
	"conversation_id" text,
	"in_reply_to_user_id" text,
	"replied_to_id" text,
	"quoted_id" text,
	"reposted_id" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"repost_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"impression_count" integer,
	"bookmark_count" integer,
	"edit_history_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"withheld_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"withheld_copyright" boolean DEFAULT false NOT NULL,
	"possibly_sensitive" boolean DEFAULT false NOT NULL,
	"context_annotations" jsonb,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"sentiment" real,
	"sentiment_label" text,
	"sentiment_method" text,
	"sentiment_confidence" real,
	"origin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"uid" text NOT NULL,
	"extra_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "user_groups_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"magic_code" text NOT NULL,
	"email" text NOT NULL,
	"confirm_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_codes_magic_code_unique" UNIQUE("magic_code")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"csrf_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"network" text DEFAULT 'twitter' NOT NULL,
	"name" text NOT NULL,
	"standalone" boolean DEFAULT false NOT NULL,
	"access" boolean,
	"access_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "granted_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"ad_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "granted_accounts" ADD CONSTRAINT "granted_accounts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "granted_accounts" ADD CONSTRAINT "granted_accounts_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_team_user" ON "memberships" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "corpus_accounts_handle_idx" ON "corpus_accounts" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "corpus_accounts_country_idx" ON "corpus_accounts" USING btree ("country");--> statement-breakpoint
CREATE INDEX "corpus_accounts_bio_fts_idx" ON "corpus_accounts" USING gin (to_tsvector('simple', "bio"));--> statement-breakpoint
CREATE INDEX "corpus_engagements_account_idx" ON "corpus_engagements" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "corpus_follows_followee_idx" ON "corpus_follows" USING btree ("followee_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "corpus_post_entities_kind_value_idx" ON "corpus_post_entities" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "corpus_posts_author_time_idx" ON "corpus_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "corpus_posts_time_idx" ON "corpus_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "corpus_posts_conversation_idx" ON "corpus_posts" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "corpus_posts_quoted_idx" ON "corpus_posts" USING btree ("quoted_id");--> statement-breakpoint
CREATE INDEX "corpus_posts_reposted_idx" ON "corpus_posts" USING btree ("reposted_id");--> statement-breakpoint
CREATE INDEX "corpus_posts_keywords_idx" ON "corpus_posts" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "corpus_posts_text_fts_idx" ON "corpus_posts" USING gin (to_tsvector('simple', "text"));--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_uid" ON "social_accounts" USING btree ("provider","uid");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_at" ON "rate_limit_hits" USING btree ("bucket","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_accounts_user_network_account" ON "ad_accounts" USING btree ("user_id","network","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "granted_accounts_membership_account" ON "granted_accounts" USING btree ("membership_id","ad_account_id");