CREATE TABLE "creator_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"x_user_id" text NOT NULL,
	"handle" text NOT NULL,
	"token_status" text DEFAULT 'valid' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_sync_job_id" integer,
	"rate_limit_remaining" integer,
	"rate_limit_reset_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_daily_counts" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	"following" integer NOT NULL,
	"gained" integer NOT NULL,
	"lost" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_follow_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_follow_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"other_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_x_list_members" (
	"list_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_x_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD CONSTRAINT "creator_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_daily_counts" ADD CONSTRAINT "creator_daily_counts_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follow_actions" ADD CONSTRAINT "creator_follow_actions_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follow_periods" ADD CONSTRAINT "creator_follow_periods_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_x_list_members" ADD CONSTRAINT "local_x_list_members_list_id_local_x_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."local_x_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_accounts_user_x_idx" ON "creator_accounts" USING btree ("user_id","x_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_daily_counts_pk" ON "creator_daily_counts" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "creator_follow_actions_account_idx" ON "creator_follow_actions" USING btree ("account_id","action","at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_follow_periods_open_idx" ON "creator_follow_periods" USING btree ("account_id","kind","other_id") WHERE gone_at is null;--> statement-breakpoint
CREATE INDEX "creator_follow_periods_first_seen_idx" ON "creator_follow_periods" USING btree ("account_id","kind","first_seen_at");--> statement-breakpoint
CREATE INDEX "creator_follow_periods_gone_idx" ON "creator_follow_periods" USING btree ("account_id","kind","gone_at");--> statement-breakpoint
CREATE UNIQUE INDEX "local_x_list_members_pk" ON "local_x_list_members" USING btree ("list_id","member_id");--> statement-breakpoint
CREATE INDEX "local_x_lists_owner_idx" ON "local_x_lists" USING btree ("owner_id");