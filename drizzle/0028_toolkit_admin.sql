ALTER TABLE "marketing_materials" ALTER COLUMN "file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audience_request_feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "audience_request_feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audience_request_feedback" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "marketing_materials" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "marketing_materials" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "toolkit_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "toolkit_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "toolkit_requests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "audience_request_feedback" ADD CONSTRAINT "audience_request_feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_requests" ADD CONSTRAINT "toolkit_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;