ALTER TABLE "users" ADD COLUMN "show_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "looking_for" text[] DEFAULT '{}'::text[] NOT NULL;