ALTER TABLE "posts" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "apply_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_dates_check" CHECK ("posts"."ends_on" >= "posts"."starts_on");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hours_per_week_check" CHECK ("posts"."hours_per_week" between 1 and 80);