-- One row per word and author (was one array per word). The derived tables are rebuilt in full on the next refresh (DERIVED_FORMAT 11).
TRUNCATE TABLE "corpus_word_authors";--> statement-breakpoint
ALTER TABLE "corpus_word_authors" DROP CONSTRAINT IF EXISTS "corpus_word_authors_pkey";--> statement-breakpoint
ALTER TABLE "corpus_word_authors" DROP COLUMN "author_ids";--> statement-breakpoint
ALTER TABLE "corpus_word_authors" ADD COLUMN "rank" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_word_authors" ADD COLUMN "author_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_word_authors" ADD CONSTRAINT "corpus_word_authors_word_rank_author_id_pk" PRIMARY KEY("word","rank","author_id");
