-- Data fix (docs/decisions/0028, "Blocks inside a squad"): a block between a squad's owner and
-- one of its members ends the membership, as leaving does. Blocks made before that rule left
-- such members in place; each statement below reads the same set (a non-owner squad member and
-- the post's owner, a block either way) and squad_members goes last, so the set holds until then.
-- The member leaves exactly as leaveSquad does: application withdrawn with squad_exit 'left' (no
-- longer counted), a "… left the squad" line, the chat membership and its read pointer gone.
UPDATE posts p SET applications_count = p.applications_count - x.n
FROM (
  SELECT a.post_id, count(*)::int AS n
  FROM applications a
  JOIN squad_members sm ON sm.post_id = a.post_id AND sm.user_id = a.applicant_id AND NOT sm.is_owner
  JOIN posts o ON o.id = sm.post_id
  WHERE a.status <> 'withdrawn'
    AND EXISTS (SELECT 1 FROM user_blocks ub
      WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
         OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by))
  GROUP BY a.post_id
) x
WHERE p.id = x.post_id;
--> statement-breakpoint
UPDATE applications a SET status = 'withdrawn', squad_exit = 'left', squad_exit_reason = NULL
FROM squad_members sm JOIN posts o ON o.id = sm.post_id
WHERE sm.post_id = a.post_id AND sm.user_id = a.applicant_id AND NOT sm.is_owner
  AND EXISTS (SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
       OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by));
--> statement-breakpoint
-- A time-ordered (version 7) id, as the app writes, so the line sorts where it happened.
INSERT INTO messages (id, chat_id, sender_id, kind, content)
SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
         PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
         FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid,
  c.id, u.id, 'system', left(trim(u.first_name || ' ' || u.last_name) || ' left the squad', 2000)
FROM squad_members sm
JOIN posts o ON o.id = sm.post_id
JOIN chats c ON c.post_id = sm.post_id
JOIN users u ON u.id = sm.user_id
WHERE NOT sm.is_owner
  AND EXISTS (SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
       OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by));
--> statement-breakpoint
UPDATE chats c SET last_message_at = now(), updated_at = now()
FROM squad_members sm JOIN posts o ON o.id = sm.post_id
WHERE c.post_id = sm.post_id AND NOT sm.is_owner
  AND EXISTS (SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
       OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by));
--> statement-breakpoint
DELETE FROM chat_reads r
USING chats c, squad_members sm, posts o
WHERE r.chat_id = c.id AND c.post_id = sm.post_id AND r.user_id = sm.user_id
  AND o.id = sm.post_id AND NOT sm.is_owner
  AND EXISTS (SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
       OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by));
--> statement-breakpoint
DELETE FROM chat_members m
USING chats c, squad_members sm, posts o
WHERE m.chat_id = c.id AND c.post_id = sm.post_id AND m.user_id = sm.user_id
  AND o.id = sm.post_id AND NOT sm.is_owner
  AND EXISTS (SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
       OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by));
--> statement-breakpoint
DELETE FROM squad_members sm
USING posts o
WHERE o.id = sm.post_id AND NOT sm.is_owner
  AND EXISTS (SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = o.posted_by AND ub.blocked_id = sm.user_id)
       OR (ub.blocker_id = sm.user_id AND ub.blocked_id = o.posted_by));
