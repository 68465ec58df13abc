CREATE TABLE "sentiment_labels" (
	"team_id" uuid NOT NULL,
	"post_id" text NOT NULL,
	"text" text NOT NULL,
	"label" text NOT NULL,
	"labelled_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sentiment_labels_team_id_post_id_pk" PRIMARY KEY("team_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "team_sentiment_models" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"label_count" integer NOT NULL,
	"accuracy" real,
	"macro_f1" real,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sentiment_labels" ADD CONSTRAINT "sentiment_labels_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_labels" ADD CONSTRAINT "sentiment_labels_labelled_by_users_id_fk" FOREIGN KEY ("labelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sentiment_models" ADD CONSTRAINT "team_sentiment_models_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;