CREATE TABLE "corpus_account_digests" (
	"account_id" text PRIMARY KEY NOT NULL,
	"followers_in_corpus" integer DEFAULT 0 NOT NULL,
	"posts_in_corpus" integer DEFAULT 0 NOT NULL,
	"top_lang" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"hashtag_posts" integer[] DEFAULT '{}'::int[] NOT NULL,
	"annotations" text[] DEFAULT '{}'::text[] NOT NULL,
	"annotation_posts" integer[] DEFAULT '{}'::int[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"keyword_posts" integer[] DEFAULT '{}'::int[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_derived_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"corpus_version" bigint NOT NULL,
	"accounts" integer NOT NULL,
	"seconds" real NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_keyword_demand" (
	"keyword" text PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL,
	"authors" integer NOT NULL,
	"posts_30d" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "corpus_engagements_account_idx";--> statement-breakpoint
DROP INDEX "corpus_post_entities_kind_value_idx";--> statement-breakpoint
CREATE INDEX "corpus_follows_followee_follower_idx" ON "corpus_follows" USING btree ("followee_id","follower_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "corpus_posts_replied_to_idx" ON "corpus_posts" USING btree ("replied_to_id");--> statement-breakpoint
CREATE INDEX "corpus_engagements_account_idx" ON "corpus_engagements" USING btree ("account_id","post_id");--> statement-breakpoint
CREATE INDEX "corpus_post_entities_kind_value_idx" ON "corpus_post_entities" USING btree ("kind","value","post_id");