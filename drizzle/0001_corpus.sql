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
CREATE INDEX "corpus_posts_text_fts_idx" ON "corpus_posts" USING gin (to_tsvector('simple', "text"));