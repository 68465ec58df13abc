CREATE TABLE "corpus_account_followees" (
	"no" integer PRIMARY KEY NOT NULL,
	"followee_nos" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_account_terms" (
	"no" integer PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL,
	"term_codes" integer[] NOT NULL,
	"term_counts" integer[] NOT NULL,
	"bio_codes" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_terms" (
	"code" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL
);
--> statement-breakpoint
-- Derived rows are rebuilt on the next analysis (the derived format changed); empty, the table takes the NOT NULL column.
TRUNCATE "corpus_account_facts";--> statement-breakpoint
ALTER TABLE "corpus_account_facts" ADD COLUMN "no" integer NOT NULL;