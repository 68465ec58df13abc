CREATE TABLE "audience_regions" (
	"name" text PRIMARY KEY NOT NULL,
	"is_single_country" boolean NOT NULL,
	"country_codes" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_conversation_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"topic_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targetable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_interests" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_job_titles" (
	"category" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "targeting_job_titles_category_title_pk" PRIMARY KEY("category","title")
);
--> statement-breakpoint
CREATE TABLE "targeting_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"x_targetable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"location_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_movies_tv_shows" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"genre" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targeting_network_operators" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "targeting_locations_country" ON "targeting_locations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "targeting_network_operators_country" ON "targeting_network_operators" USING btree ("country_code");