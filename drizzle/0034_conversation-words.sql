ALTER TABLE "corpus_term_days" ADD COLUMN "word_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_term_days" ADD COLUMN "word_positive" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_term_days" ADD COLUMN "word_neutral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_term_days" ADD COLUMN "word_negative" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_word_authors" ADD COLUMN "days" datemultirange DEFAULT '{}'::datemultirange NOT NULL;--> statement-breakpoint
CREATE INDEX "corpus_posts_likes_order_idx" ON "corpus_posts" USING btree ("like_count" desc,"id" collate "C");--> statement-breakpoint
CREATE INDEX "corpus_posts_reposts_order_idx" ON "corpus_posts" USING btree ("repost_count" desc,"id" collate "C");--> statement-breakpoint
CREATE INDEX "corpus_posts_replies_order_idx" ON "corpus_posts" USING btree ("reply_count" desc,"id" collate "C");--> statement-breakpoint
CREATE INDEX "corpus_posts_sample_bucket_idx" ON "corpus_posts" USING btree ((hashtext("id") & 1023));