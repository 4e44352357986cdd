CREATE TABLE "squad_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"added_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"actor_id" uuid,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_history_summary_check" CHECK (length("squad_history"."summary") > 0)
);
--> statement-breakpoint
CREATE TABLE "squad_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"added_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_spaces" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"pinned" text,
	"pinned_by" uuid,
	"pinned_at" timestamp with time zone,
	"meeting_at" timestamp with time zone,
	"meeting_note" text,
	"members_can_edit" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"title" text NOT NULL,
	"assignee_id" uuid,
	"position" integer NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type_check";--> statement-breakpoint
ALTER TABLE "squad_files" ADD CONSTRAINT "squad_files_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_files" ADD CONSTRAINT "squad_files_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_history" ADD CONSTRAINT "squad_history_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_history" ADD CONSTRAINT "squad_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_links" ADD CONSTRAINT "squad_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_links" ADD CONSTRAINT "squad_links_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_spaces" ADD CONSTRAINT "squad_spaces_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_spaces" ADD CONSTRAINT "squad_spaces_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_tasks" ADD CONSTRAINT "squad_tasks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_tasks" ADD CONSTRAINT "squad_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_tasks" ADD CONSTRAINT "squad_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "squad_files_post_id_idx" ON "squad_files" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "squad_history_post_id_created_at_idx" ON "squad_history" USING btree ("post_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "squad_links_post_id_idx" ON "squad_links" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "squad_tasks_post_id_position_idx" ON "squad_tasks" USING btree ("post_id","position");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('application_received', 'application_accepted', 'application_rejected',
        'connection_accepted', 'squad_removed', 'squad_member_joined', 'squad_member_left',
        'recruitment_reopened', 'squad_mention', 'post_matched', 'report_resolved'));