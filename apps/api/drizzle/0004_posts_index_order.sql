-- ORDER BY x DESC means NULLS FIRST; 0003 built these indexes DESC NULLS LAST, which the planner
-- cannot use for "order by created_at desc, id desc". Rebuilt in the order the queries ask for.
DROP INDEX "applications_applicant_id_created_at_idx";--> statement-breakpoint
DROP INDEX "applications_post_id_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_open_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_posted_by_created_at_idx";--> statement-breakpoint
DROP INDEX "saved_posts_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "applications_applicant_id_created_at_idx" ON "applications" USING btree ("applicant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_post_id_created_at_idx" ON "applications" USING btree ("post_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_open_created_at_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "posts_posted_by_created_at_idx" ON "posts" USING btree ("posted_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_posts_user_id_created_at_idx" ON "saved_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);