ALTER TABLE "event_proposals" ADD COLUMN "min_size" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
-- Proposals already written keep the smallest team their event had then (it has not been editable).
UPDATE "event_proposals" p SET "min_size" = e."min_team_size" FROM "events" e WHERE e."id" = p."event_id";
