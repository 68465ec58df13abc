DROP INDEX "corpus_entity_posts_range_idx";--> statement-breakpoint
ALTER TABLE "corpus_entity_posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_entity_posts" ADD COLUMN "repost_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_entity_posts" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_entity_posts" ADD COLUMN "sentiment_label" text;--> statement-breakpoint
CREATE INDEX "corpus_entity_posts_range_idx" ON "corpus_entity_posts" USING btree ("kind","value","created_at","post_id","author_id","like_count","repost_count","reply_count","sentiment_label");