CREATE TABLE "creator_report_mailings" (
	"account_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "creator_report_mailings_account_id_week_start_pk" PRIMARY KEY("account_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "creator_report_preferences" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"weekly_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "creator_report_mailings" ADD CONSTRAINT "creator_report_mailings_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_report_preferences" ADD CONSTRAINT "creator_report_preferences_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;