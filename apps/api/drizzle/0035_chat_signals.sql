-- A member's choices to show typing and read receipts in chats (docs/decisions/0082): both on by
-- default, and mutual (a member who hides one sees nobody's).
ALTER TABLE "users" ADD COLUMN "show_read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_typing" boolean DEFAULT true NOT NULL;