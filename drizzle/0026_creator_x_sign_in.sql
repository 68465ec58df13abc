CREATE TABLE "creator_x_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_x_grants" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"x_user_id" text NOT NULL,
	"code_challenge" text,
	"redirect_uri" text,
	"scope" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD COLUMN "scopes" text;--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD COLUMN "selected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_x_sign_ins" ADD CONSTRAINT "creator_x_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;