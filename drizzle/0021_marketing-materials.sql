CREATE TABLE "marketing_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"agencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_id" integer,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_materials_slug_unique" UNIQUE("slug")
);
