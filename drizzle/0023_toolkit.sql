CREATE TABLE "audience_request_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE "toolkit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toolkit_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "audience_request_feedback" ADD CONSTRAINT "audience_request_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "toolkit_requests_created_idx" ON "toolkit_requests" USING btree ("created_at");