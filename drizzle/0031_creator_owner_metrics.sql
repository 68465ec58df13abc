ALTER TABLE "creator_post_metric_changes" ADD COLUMN "profile_clicks" integer;--> statement-breakpoint
ALTER TABLE "creator_post_metric_changes" ADD COLUMN "link_clicks" integer;--> statement-breakpoint
ALTER TABLE "creator_posts" ADD COLUMN "profile_clicks" integer;--> statement-breakpoint
ALTER TABLE "creator_posts" ADD COLUMN "link_clicks" integer;