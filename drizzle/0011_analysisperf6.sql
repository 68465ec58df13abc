CREATE TABLE "corpus_word_authors" (
	"word" text PRIMARY KEY NOT NULL,
	"author_ids" text[] NOT NULL
);
