ALTER TABLE "users" ADD COLUMN "decline_templates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_reason" text;