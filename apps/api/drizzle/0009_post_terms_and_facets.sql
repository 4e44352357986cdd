CREATE TABLE "post_terms" (
	"post_id" uuid NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_terms_post_id_term_pk" PRIMARY KEY("post_id","term")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (array['type:' || lower(project_type), 'mode:' || work_mode, 'level:' || experience_level]) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "post_terms" ADD CONSTRAINT "post_terms_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_terms_term_created_at_idx" ON "post_terms" USING btree ("term","created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_facets_idx" ON "posts" USING gin ("facets") WHERE status = 'open';--> statement-breakpoint
-- post_terms holds one row per match term of each OPEN post (docs/decisions/0018). Triggers keep
-- it, so every writer (the API, the demo seed, a script) stays in step without remembering to.
-- Inserts are handled per statement (a transition table), so bulk inserts cost one INSERT ... SELECT;
-- an update touches post_terms only when the status or the terms change (not on a view count).
CREATE FUNCTION squadup_post_terms_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_terms (post_id, term, created_at)
    SELECT DISTINCT n.id, t.term, n.created_at
    FROM new_posts n CROSS JOIN LATERAL unnest(n.match_terms) AS t(term)
    WHERE n.status = 'open';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION squadup_post_terms_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_terms WHERE post_id = NEW.id;
  IF NEW.status = 'open' THEN
    INSERT INTO post_terms (post_id, term, created_at)
      SELECT DISTINCT NEW.id, t.term, NEW.created_at FROM unnest(NEW.match_terms) AS t(term);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_terms_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION squadup_post_terms_on_insert();
--> statement-breakpoint
CREATE TRIGGER posts_terms_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.match_terms IS DISTINCT FROM NEW.match_terms
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION squadup_post_terms_on_update();
--> statement-breakpoint
INSERT INTO post_terms (post_id, term, created_at)
  SELECT DISTINCT p.id, t.term, p.created_at
  FROM posts p CROSS JOIN LATERAL unnest(p.match_terms) AS t(term)
  WHERE p.status = 'open';
