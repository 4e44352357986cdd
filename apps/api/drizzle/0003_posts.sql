-- Hand-written (drizzle-kit does not model functions): IMMUTABLE helpers for the generated
-- columns of posts. array_to_string and text[]::text are only STABLE, so they cannot be used there.
CREATE OR REPLACE FUNCTION squadup_lower_array(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(x)), '{}'::text[]) FROM unnest($1) AS x $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION squadup_join_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(x, ' '), '') FROM unnest($1) AS x $$;--> statement-breakpoint
CREATE TABLE "user_skills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_name" text NOT NULL,
	"proficiency_level" text DEFAULT 'beginner' NOT NULL,
	"years_experience" real,
	"is_top" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_skills_proficiency_level_check" CHECK ("user_skills"."proficiency_level" in ('beginner', 'intermediate', 'advanced', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'accepted', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"posted_by" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tech_stack" text[] DEFAULT '{}'::text[] NOT NULL,
	"desired_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"desired_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_phase" text,
	"project_type" text,
	"work_mode" text,
	"experience_level" text,
	"location_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"tech_stack_lc" text[] GENERATED ALWAYS AS (squadup_lower_array(tech_stack)) STORED NOT NULL,
	"desired_roles_lc" text[] GENERATED ALWAYS AS (squadup_lower_array(desired_roles)) STORED NOT NULL,
	"match_terms" text[] GENERATED ALWAYS AS (squadup_lower_array(tech_stack || desired_skills || desired_roles)) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, squadup_join_words(tech_stack || desired_skills || desired_roles)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('open', 'closed')),
	CONSTRAINT "posts_counts_check" CHECK ("posts"."views_count" >= 0 and "posts"."applications_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_skills_user_id_order_idx" ON "user_skills" USING btree ("user_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_post_id_applicant_id_key" ON "applications" USING btree ("post_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_id_created_at_idx" ON "applications" USING btree ("applicant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_post_id_created_at_idx" ON "applications" USING btree ("post_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_open_created_at_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "posts_posted_by_created_at_idx" ON "posts" USING btree ("posted_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_tech_stack_lc_idx" ON "posts" USING gin ("tech_stack_lc");--> statement-breakpoint
CREATE INDEX "posts_desired_roles_lc_idx" ON "posts" USING gin ("desired_roles_lc");--> statement-breakpoint
CREATE INDEX "posts_match_terms_idx" ON "posts" USING gin ("match_terms");--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_posts_user_id_post_id_key" ON "saved_posts" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "saved_posts_user_id_created_at_idx" ON "saved_posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_posts_post_id_idx" ON "saved_posts" USING btree ("post_id");