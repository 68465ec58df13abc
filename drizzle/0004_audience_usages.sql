CREATE TABLE "audience_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"audience_config_id" integer,
	"ad_account_id" text,
	"state" text NOT NULL,
	"targeting_package" jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audience_usages" ADD CONSTRAINT "audience_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_usages" ADD CONSTRAINT "audience_usages_audience_config_id_audience_configs_id_fk" FOREIGN KEY ("audience_config_id") REFERENCES "public"."audience_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_usages_user" ON "audience_usages" USING btree ("user_id","created_at");