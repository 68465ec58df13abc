ALTER TABLE "corpus_term_days" ADD COLUMN "word_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_term_days" ADD COLUMN "word_positive" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_term_days" ADD COLUMN "word_neutral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_term_days" ADD COLUMN "word_negative" integer DEFAULT 0 NOT NULL;