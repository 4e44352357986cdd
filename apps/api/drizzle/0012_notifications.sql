CREATE TABLE "job_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_marks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"digest_at" timestamp with time zone,
	"messages_until" timestamp with time zone,
	"posts_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" in ('applications', 'decisions', 'connections', 'squads', 'messages', 'matching_posts')),
	CONSTRAINT "notification_settings_level_check" CHECK ("notification_settings"."level" in ('in_app', 'instant', 'digest', 'off'))
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"unsubscribe_url" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type_check";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "mail" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_marks" ADD CONSTRAINT "mail_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_mails_unsent_idx" ON "outbox_mails" USING btree ("created_at") WHERE "outbox_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_mails_recipient_idx" ON "outbox_mails" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_recipient_mail_idx" ON "activities" USING btree ("recipient_id","created_at") WHERE "activities"."mail" in ('instant', 'digest');--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_mail_check" CHECK ("activities"."mail" in ('none', 'instant', 'digest', 'mailed'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('application_received', 'application_accepted', 'application_rejected',
        'connection_accepted', 'squad_removed', 'squad_member_joined', 'post_matched'));