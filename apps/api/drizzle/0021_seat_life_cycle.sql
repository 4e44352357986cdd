ALTER TABLE "activities" DROP CONSTRAINT "activities_type_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "closed_when_full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "when_role_fills" text DEFAULT 'waitlist' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_waitlisted_pending_check" CHECK ("applications"."waitlisted_at" is null or "applications"."status" = 'pending');--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_when_role_fills_check" CHECK ("posts"."when_role_fills" in ('waitlist', 'decline'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('application_received', 'application_accepted', 'application_rejected',
        'connection_accepted', 'squad_removed', 'squad_member_joined', 'squad_member_left',
        'recruitment_reopened', 'post_matched', 'report_resolved'));