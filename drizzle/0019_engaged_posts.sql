CREATE TABLE "corpus_account_engaged" (
	"account_id" text PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"post_nos" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_engaged_posts" (
	"no" integer PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"entity_codes" integer[] NOT NULL,
	"keyword_codes" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_engaged_terms" (
	"code" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL
);
