CREATE TABLE "corpus_entity_posts" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone,
	"post_id" text NOT NULL,
	"author_id" text
);
--> statement-breakpoint
CREATE INDEX "corpus_entity_posts_range_idx" ON "corpus_entity_posts" USING btree ("kind","value","created_at","post_id","author_id");