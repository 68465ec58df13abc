CREATE TABLE "corpus_changes" (
	"version" bigint NOT NULL,
	"kind" text NOT NULL,
	"id" text DEFAULT '' NOT NULL,
	"other_id" text
);
--> statement-breakpoint
CREATE TABLE "corpus_term_totals" (
	"term" text PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corpus_derived_state" ADD COLUMN "sample_seed" integer;--> statement-breakpoint
ALTER TABLE "corpus_derived_state" ADD COLUMN "sample_cap" integer;--> statement-breakpoint
ALTER TABLE "corpus_derived_state" ADD COLUMN "term_min_posts" integer;--> statement-breakpoint
ALTER TABLE "corpus_derived_state" ADD COLUMN "latest_post_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corpus_derived_state" ADD COLUMN "mode" text;--> statement-breakpoint
CREATE INDEX "corpus_changes_version_idx" ON "corpus_changes" USING btree ("version","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "corpus_engaged_posts_post_idx" ON "corpus_engaged_posts" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corpus_engaged_terms_kind_term_idx" ON "corpus_engaged_terms" USING btree ("kind","term");--> statement-breakpoint
CREATE UNIQUE INDEX "corpus_terms_kind_term_idx" ON "corpus_terms" USING btree ("kind","term");