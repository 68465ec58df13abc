CREATE TABLE "corpus_term_days" (
	"term" text NOT NULL,
	"day" date NOT NULL,
	"posts" integer NOT NULL,
	"hashtag_posts" integer NOT NULL,
	CONSTRAINT "corpus_term_days_term_day_pk" PRIMARY KEY("term","day")
);
