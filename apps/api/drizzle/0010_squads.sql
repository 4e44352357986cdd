CREATE TABLE "squad_members" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"is_owner" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_members_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"chat_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "user_low_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "user_high_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "squad_exit" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "squad_exit_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "role_seats" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "open_seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "auto_close" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "kind" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "squad_members_user_id_idx" ON "squad_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_members_user_id_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_post_id_key" ON "chats" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_squad_exit_check" CHECK ("applications"."squad_exit" in ('left', 'removed'));--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_kind_check" CHECK (("chats"."kind" = 'direct' and "chats"."user_low_id" is not null and "chats"."user_high_id" is not null)
        or ("chats"."kind" = 'squad' and "chats"."user_low_id" is null and "chats"."user_high_id" is null));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('text', 'system'));--> statement-breakpoint
-- Every chat's members are rows of chat_members (docs/decisions/0028). A direct chat's two come
-- from its pair: this trigger writes them for every writer (the API, the seed, the bench scripts),
-- per statement, so bulk inserts cost one INSERT ... SELECT.
CREATE FUNCTION squadup_direct_chat_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chat_members (chat_id, user_id, joined_at)
    SELECT n.id, m.user_id, n.created_at
    FROM new_chats n CROSS JOIN LATERAL (VALUES (n.user_low_id), (n.user_high_id)) AS m(user_id)
    WHERE n.kind = 'direct'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER squadup_direct_chat_members AFTER INSERT ON chats
  REFERENCING NEW TABLE AS new_chats FOR EACH STATEMENT EXECUTE FUNCTION squadup_direct_chat_members();
--> statement-breakpoint
INSERT INTO chat_members (chat_id, user_id, joined_at)
  SELECT c.id, m.user_id, c.created_at
  FROM chats c CROSS JOIN LATERAL (VALUES (c.user_low_id), (c.user_high_id)) AS m(user_id);
--> statement-breakpoint
-- A deleted post (or its owner's deleted account) disbands the squad, but its chat stays with its
-- members, read only, under the post's title: no member loses what was said.
CREATE FUNCTION squadup_keep_squad_chat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chats SET is_active = false, title = OLD.title, post_id = NULL, updated_at = now()
    WHERE post_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER squadup_keep_squad_chat BEFORE DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION squadup_keep_squad_chat();
--> statement-breakpoint
-- Posts with roles from before seats: one seat per role.
UPDATE posts SET role_seats = array_fill(1, ARRAY[cardinality(desired_roles)])
  WHERE cardinality(desired_roles) > 0;
--> statement-breakpoint
-- Applicants accepted before squads existed form their post's squad, with its chat.
INSERT INTO squad_members (post_id, user_id, role, is_owner, joined_at)
  SELECT a.post_id, a.applicant_id, NULL, false, a.updated_at FROM applications a
  WHERE a.status = 'accepted';
--> statement-breakpoint
INSERT INTO squad_members (post_id, user_id, role, is_owner, joined_at)
  SELECT p.id, p.posted_by, NULL, true, min(s.joined_at)
  FROM posts p JOIN squad_members s ON s.post_id = p.id
  GROUP BY p.id, p.posted_by;
--> statement-breakpoint
INSERT INTO chats (id, kind, post_id, title, created_at, updated_at)
  SELECT gen_random_uuid(), 'squad', s.post_id, p.title, s.joined_at, s.joined_at
  FROM squad_members s JOIN posts p ON p.id = s.post_id
  WHERE s.is_owner;
--> statement-breakpoint
INSERT INTO chat_members (chat_id, user_id, joined_at)
  SELECT c.id, s.user_id, s.joined_at
  FROM chats c JOIN squad_members s ON s.post_id = c.post_id
  WHERE c.kind = 'squad';
