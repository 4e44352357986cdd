CREATE INDEX "squad_files_added_by_idx" ON "squad_files" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "squad_history_actor_id_idx" ON "squad_history" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "squad_links_added_by_idx" ON "squad_links" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "squad_spaces_pinned_by_idx" ON "squad_spaces" USING btree ("pinned_by");--> statement-breakpoint
CREATE INDEX "squad_tasks_assignee_id_idx" ON "squad_tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "squad_tasks_created_by_idx" ON "squad_tasks" USING btree ("created_by");