CREATE TABLE "corpus_account_facts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"has_account" boolean NOT NULL,
	"country" text,
	"city" text,
	"gender" text,
	"age_group" text,
	"job_category" text,
	"interests" text[],
	"followers_count" integer,
	"top_lang" text
);
