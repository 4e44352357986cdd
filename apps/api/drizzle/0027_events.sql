CREATE TABLE "event_announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_proposal_members" (
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"answer" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "event_proposal_members_proposal_id_user_id_pk" PRIMARY KEY("proposal_id","user_id"),
	CONSTRAINT "event_proposal_members_answer_check" CHECK ("event_proposal_members"."answer" in ('pending', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "event_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"post_id" uuid,
	"new_squad" boolean NOT NULL,
	"covered" text[] DEFAULT '{}'::text[] NOT NULL,
	"missing" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zones" integer NOT NULL,
	"time_zone_spread_minutes" integer NOT NULL,
	"level_lowest" integer NOT NULL,
	"level_highest" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_proposals_status_check" CHECK ("event_proposals"."status" in ('open', 'formed', 'dissolved'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"utc_offset_minutes" integer DEFAULT 0 NOT NULL,
	"hours_per_week" integer,
	"open_seats" integer DEFAULT 0 NOT NULL,
	"not_with" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'pool' NOT NULL,
	"unplaced_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('pool', 'proposed', 'placed')),
	CONSTRAINT "event_registrations_level_check" CHECK ("event_registrations"."level" between 0 and 3),
	CONSTRAINT "event_registrations_open_seats_check" CHECK ("event_registrations"."open_seats" >= 0),
	CONSTRAINT "event_registrations_offset_check" CHECK ("event_registrations"."utc_offset_minutes" between -720 and 840)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organiser_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"register_by" timestamp with time zone NOT NULL,
	"min_team_size" integer NOT NULL,
	"max_team_size" integer NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone_window_minutes" integer DEFAULT 180 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_on" >= "events"."starts_on"),
	CONSTRAINT "events_team_size_check" CHECK ("events"."min_team_size" >= 2 and "events"."max_team_size" >= "events"."min_team_size"),
	CONSTRAINT "events_window_check" CHECK ("events"."time_zone_window_minutes" between 0 and 1560)
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type_check";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposal_members" ADD CONSTRAINT "event_proposal_members_proposal_id_event_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."event_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposal_members" ADD CONSTRAINT "event_proposal_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposals" ADD CONSTRAINT "event_proposals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposals" ADD CONSTRAINT "event_proposals_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_announcements_event_id_idx" ON "event_announcements" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_announcements_author_id_idx" ON "event_announcements" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "event_proposal_members_user_id_idx" ON "event_proposal_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_proposals_event_id_idx" ON "event_proposals" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_proposals_post_id_idx" ON "event_proposals" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_member_key" ON "event_registrations" USING btree ("event_id","user_id") WHERE post_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_squad_key" ON "event_registrations" USING btree ("event_id","post_id") WHERE post_id is not null;--> statement-breakpoint
CREATE INDEX "event_registrations_user_id_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_post_id_idx" ON "event_registrations" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "events_organiser_id_idx" ON "events" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "events_ends_on_idx" ON "events" USING btree ("ends_on","starts_on");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('application_received', 'application_accepted', 'application_rejected',
        'connection_accepted', 'squad_removed', 'squad_member_joined', 'squad_member_left',
        'recruitment_reopened', 'squad_mention', 'post_matched', 'report_resolved',
        'event_proposal', 'event_announcement'));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('applications', 'decisions', 'connections', 'squads', 'messages', 'matching_posts', 'events'));