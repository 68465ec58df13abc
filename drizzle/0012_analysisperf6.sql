CREATE TABLE "corpus_word_authors" (
	"word" text PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"author_ids" text[] NOT NULL
);
