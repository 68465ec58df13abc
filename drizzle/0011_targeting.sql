CREATE TABLE "related_audience_prompts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"related_uses" integer DEFAULT 0 NOT NULL,
	"last_prompt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "related_audience_prompts" ADD CONSTRAINT "related_audience_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;