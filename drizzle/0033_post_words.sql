CREATE TABLE "corpus_post_words" (
	"post_id" text PRIMARY KEY NOT NULL,
	"author_id" text,
	"words" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "corpus_post_words_idx" ON "corpus_post_words" USING gin ("words");
--> statement-breakpoint
-- Kept by statement triggers, so every path that writes posts (import, its incremental refresh,
-- generation, live fetch, tests) keeps the words: one set-based statement per write statement.
CREATE FUNCTION corpus_post_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO corpus_post_words (post_id, author_id, words) SELECT id, author_id, to_tsvector('simple', text) FROM new_posts
    ON CONFLICT (post_id) DO UPDATE SET author_id = excluded.author_id, words = excluded.words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION corpus_post_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO corpus_post_words (post_id, author_id, words)
    SELECT n.id, n.author_id, to_tsvector('simple', n.text) FROM new_posts n LEFT JOIN old_posts o ON o.id = n.id
    WHERE o.id IS NULL OR o.text IS DISTINCT FROM n.text OR o.author_id IS DISTINCT FROM n.author_id
    ON CONFLICT (post_id) DO UPDATE SET author_id = excluded.author_id, words = excluded.words;
  DELETE FROM corpus_post_words w USING old_posts o WHERE w.post_id = o.id AND NOT EXISTS (SELECT 1 FROM new_posts n WHERE n.id = o.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION corpus_post_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM corpus_post_words w USING old_posts o WHERE w.post_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION corpus_post_words_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE corpus_post_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER corpus_post_words_insert AFTER INSERT ON corpus_posts REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION corpus_post_words_inserted();
--> statement-breakpoint
CREATE TRIGGER corpus_post_words_update AFTER UPDATE ON corpus_posts REFERENCING OLD TABLE AS old_posts NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION corpus_post_words_updated();
--> statement-breakpoint
CREATE TRIGGER corpus_post_words_delete AFTER DELETE ON corpus_posts REFERENCING OLD TABLE AS old_posts
  FOR EACH STATEMENT EXECUTE FUNCTION corpus_post_words_deleted();
--> statement-breakpoint
CREATE TRIGGER corpus_post_words_truncate AFTER TRUNCATE ON corpus_posts
  FOR EACH STATEMENT EXECUTE FUNCTION corpus_post_words_truncated();
--> statement-breakpoint
INSERT INTO corpus_post_words (post_id, author_id, words) SELECT id, author_id, to_tsvector('simple', text) FROM corpus_posts;
