CREATE TABLE "creator_follow_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "creator_follow_actions" ADD CONSTRAINT "creator_follow_actions_account_id_creator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_x_list_members" ADD CONSTRAINT "local_x_list_members_list_id_local_x_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."local_x_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_follow_actions_account_idx" ON "creator_follow_actions" USING btree ("account_id","action","at");--> statement-breakpoint
CREATE UNIQUE INDEX "local_x_list_members_pk" ON "local_x_list_members" USING btree ("list_id","member_id");--> statement-breakpoint
CREATE INDEX "local_x_lists_owner_idx" ON "local_x_lists" USING btree ("owner_id");