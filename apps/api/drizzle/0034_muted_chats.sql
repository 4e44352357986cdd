-- A member may mute a chat (docs/decisions/0078-muted-chats.md): its messages stay readable and
-- arrive live, but count nothing unread (no badge, no unread-messages mail) while it is muted.
ALTER TABLE "chat_members" ADD COLUMN "muted_at" timestamp with time zone;
--> statement-breakpoint
-- The one definition of unread (migration 0020), now without the member's muted chats: the chat
-- list, the realtime recounts and the send follow. Same signature, so statements prepared on it
-- stay valid.
CREATE OR REPLACE FUNCTION squadup_unread_chats(p_user_id uuid)
RETURNS TABLE (chat_id uuid, unread_count int, active_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT c.id, n.unread_count, coalesce(c.last_message_at, c.created_at)
  FROM chat_members me
  JOIN chats c ON c.id = me.chat_id
  LEFT JOIN chat_reads r ON r.chat_id = c.id AND r.user_id = p_user_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS unread_count FROM messages m
    WHERE m.chat_id = c.id
      AND m.id > coalesce(r.last_read_message_id, '00000000-0000-0000-0000-000000000000'::uuid)
      AND m.sender_id <> p_user_id
      AND NOT m.is_deleted
      AND NOT (p_user_id = any(m.deleted_for))
      AND NOT exists (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = p_user_id AND ub.blocked_id = m.sender_id)
      AND m.hidden_at IS NULL
      AND NOT exists (SELECT 1 FROM users su WHERE su.id = m.sender_id AND su.suspended_at IS NOT NULL
        AND (su.suspended_until IS NULL OR su.suspended_until > now()))
  ) n
  WHERE me.user_id = p_user_id
    AND me.muted_at IS NULL
    AND (c.kind = 'squad' OR (
      NOT exists (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = p_user_id
        AND ub.blocked_id = (CASE WHEN c.user_low_id = p_user_id THEN c.user_high_id ELSE c.user_low_id END))
      AND NOT exists (SELECT 1 FROM user_blocks ub WHERE ub.blocked_id = p_user_id
        AND ub.blocker_id = (CASE WHEN c.user_low_id = p_user_id THEN c.user_high_id ELSE c.user_low_id END))))
$$;
