CREATE TABLE "corpus_audience_samples" (
	"account_id" text PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"cap" integer NOT NULL,
	"follower_ids" text[] NOT NULL,
	"follow_days" text[] NOT NULL,
	"follow_day_counts" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corpus_derived_state" ADD COLUMN "format" integer DEFAULT 0 NOT NULL;