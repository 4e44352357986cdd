-- The minute sweep's members with items to mail at once (compose.repo.ts, instantRecipients):
-- the items waiting for an instant mail only. activities_recipient_mail_idx holds the digest's
-- items too, which wait a day and number about every member's, so the sweep walked them all.
CREATE INDEX "activities_instant_idx" ON "activities" USING btree ("created_at") WHERE "activities"."mail" = 'instant';