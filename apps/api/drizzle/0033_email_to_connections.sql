-- A member's choice to show their e-mail address to their accepted connections (off until they
-- turn it on, docs/decisions/0075).
ALTER TABLE "users" ADD COLUMN "email_to_connections" boolean DEFAULT false NOT NULL;
