CREATE TABLE "verification_tokens" (
	"identifier" text NOT NULL,
	"token" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_tokens_identifier_token_pk" PRIMARY KEY("identifier","token")
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_token_hash_unique";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "sessions" ADD PRIMARY KEY ("token_hash");--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "type" text DEFAULT 'oauth' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "expires_at" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "token_type" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "id_token" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "session_state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_codes" DROP COLUMN "confirm_hash";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "csrf_hash";