CREATE TABLE "creator_account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"source" text DEFAULT 'entered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_post_engagements" (
	"account_id" integer NOT NULL,
	"post_id" text NOT NULL,
	"engager_id" text NOT NULL,
	"kind" text NOT NULL,
	"engaged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creator_post_engagements_account_id_post_id_engager_id_kind_pk" PRIMARY KEY("account_id","post_id","engager_id","kind")
);
--> statement-breakpoint
CREATE TABLE "creator_post_metric_changes" (
	"account_id" integer NOT NULL,
	"post_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"likes" integer NOT NULL,
	"reposts" integer NOT NULL,
	"replies" integer NOT NULL,
	"quotes" integer NOT NULL,
	"bookmarks" integer,
	"impressions" bigint,
	CONSTRAINT "creator_post_metric_changes_account_id_post_id_at_pk" PRIMARY KEY("account_id","post_id","at")
);
--> statement-breakpoint
CREATE TABLE "creator_posts" (
	"account_id" integer NOT NULL,
	"post_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"likes" integer NOT NULL,
	"reposts" integer NOT NULL,
	"replies" integer NOT NULL,
	"quotes" integer NOT NULL,
	"bookmarks" integer,
	"impressions" bigint,
	"metrics_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creator_posts_account_id_post_id_pk" PRIMARY KEY("account_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "creator_account_settings" ADD CONSTRAINT "creator_account_settings_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_post_engagements" ADD CONSTRAINT "creator_post_engagements_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_post_metric_changes" ADD CONSTRAINT "creator_post_metric_changes_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_posts" ADD CONSTRAINT "creator_posts_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_period_idx" ON "creator_payouts" USING btree ("account_id","period_start");--> statement-breakpoint
CREATE INDEX "creator_post_engagements_engager_idx" ON "creator_post_engagements" USING btree ("account_id","engager_id");--> statement-breakpoint
CREATE INDEX "creator_post_engagements_time_idx" ON "creator_post_engagements" USING btree ("account_id","engaged_at");--> statement-breakpoint
CREATE INDEX "creator_posts_time_idx" ON "creator_posts" USING btree ("account_id","created_at");