CREATE INDEX "corpus_posts_likes_order_idx" ON "corpus_posts" USING btree ("like_count" desc,"id" collate "C");--> statement-breakpoint
CREATE INDEX "corpus_posts_reposts_order_idx" ON "corpus_posts" USING btree ("repost_count" desc,"id" collate "C");--> statement-breakpoint
CREATE INDEX "corpus_posts_replies_order_idx" ON "corpus_posts" USING btree ("reply_count" desc,"id" collate "C");--> statement-breakpoint
CREATE INDEX "corpus_posts_sample_bucket_idx" ON "corpus_posts" USING btree ((hashtext("id") & 1023));