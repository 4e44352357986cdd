-- Who may message a member (docs/decisions/0084-who-may-message-me.md): each member's choice of who,
-- besides their accepted connections, may write to them in a direct chat, and who opened a pair's
-- chat (its other member may always answer).
ALTER TABLE "users" ADD COLUMN "message_from" text DEFAULT 'applications' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_message_from_check" CHECK ("users"."message_from" in ('connections', 'squads', 'applications'));--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Whether p_recipient takes p_sender's messages in their direct chat: an accepted connection, the
-- member who opened the chat (p_opened_by) answering, or what p_recipient's message_from lets in:
-- 'squads' a member of a squad they are both in (an active squad chat's members), 'applications'
-- also an application between them either way that was not withdrawn. The one definition of the
-- rule: the send (below), an edit, openDirectChat and the profile's Message all ask it.
CREATE FUNCTION squadup_takes_messages(p_recipient uuid, p_sender uuid, p_opened_by uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(p_opened_by = p_recipient, false)
    OR exists (SELECT 1 FROM connections k
      WHERE k.status = 'accepted'
        AND least(k.requester_user_id, k.addressee_user_id) = least(p_recipient, p_sender)
        AND greatest(k.requester_user_id, k.addressee_user_id) = greatest(p_recipient, p_sender))
    OR exists (SELECT 1 FROM users r WHERE r.id = p_recipient AND (
      (r.message_from IN ('squads', 'applications') AND exists (
        SELECT 1 FROM chat_members mine
        JOIN chats sc ON sc.id = mine.chat_id AND sc.kind = 'squad' AND sc.is_active
        JOIN chat_members theirs ON theirs.chat_id = mine.chat_id AND theirs.user_id = p_sender
        WHERE mine.user_id = p_recipient))
      OR (r.message_from = 'applications' AND (
        exists (SELECT 1 FROM applications a JOIN posts p ON p.id = a.post_id
          WHERE a.applicant_id = p_sender AND p.posted_by = p_recipient AND a.status <> 'withdrawn')
        OR exists (SELECT 1 FROM applications a JOIN posts p ON p.id = a.post_id
          WHERE a.applicant_id = p_recipient AND p.posted_by = p_sender AND a.status <> 'withdrawn')))))
$$;
--> statement-breakpoint
-- squadup_send_counted (0020) with a direct chat's rule above in place of the connection alone
-- ("connected" now says the recipient takes the sender's messages). Same arguments and columns, so
-- the statements instances prepared on it stay valid.
CREATE OR REPLACE FUNCTION squadup_send_counted(
  p_id uuid, p_chat_id uuid, p_sender_id uuid, p_content text,
  p_reply_to uuid, p_is_reply boolean, p_quota_offset int, p_quota_since timestamptz
) RETURNS TABLE (
  known boolean, kind text, is_active boolean, is_member boolean,
  recipient_ids uuid[], blocker_ids uuid[], connected boolean, blocked boolean,
  reply_chat_id uuid, reply_is_deleted boolean, quota_full_at timestamptz,
  written boolean, created_at timestamptz, updated_at timestamptz,
  readers json, sender_had_unread boolean, counts json
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  f record;
  w record;
  v_counts json;
BEGIN
  -- The sender's row (FOR NO KEY UPDATE: their sends check the quota one after another), then the
  -- chat's (FOR UPDATE: a send is ordered against remove/block, which deactivate it), with the
  -- facts the policy decides on and the quota as this statement sees it.
  SELECT c.id, c.kind, c.is_active,
    exists (SELECT 1 FROM chat_members cm WHERE cm.chat_id = c.id AND cm.user_id = u.id) AS is_member,
    array(SELECT cm.user_id FROM chat_members cm
      WHERE cm.chat_id = c.id AND cm.user_id <> u.id) AS recipient_ids,
    array(SELECT cm.user_id FROM chat_members cm
      WHERE cm.chat_id = c.id AND cm.user_id <> u.id
        AND exists (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = cm.user_id AND ub.blocked_id = u.id)) AS blocker_ids,
    c.kind = 'direct' AND squadup_takes_messages(
      CASE WHEN c.user_low_id = u.id THEN c.user_high_id ELSE c.user_low_id END, u.id, c.opened_by)
      AS connected,
    c.kind = 'direct' AND (
      exists (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = c.user_low_id AND ub.blocked_id = c.user_high_id)
      OR exists (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = c.user_high_id AND ub.blocked_id = c.user_low_id)) AS blocked,
    r.chat_id AS reply_chat_id, r.is_deleted AS reply_is_deleted,
    (SELECT s.created_at FROM messages s WHERE s.sender_id = u.id AND s.created_at > p_quota_since
      ORDER BY s.created_at DESC OFFSET p_quota_offset LIMIT 1) AS quota_full_at
  INTO f
  FROM users u
  JOIN chats c ON c.id = p_chat_id
  LEFT JOIN messages r ON r.id = p_reply_to
  WHERE u.id = p_sender_id
  FOR NO KEY UPDATE OF u
  FOR UPDATE OF c;

  IF f.id IS NULL THEN
    -- An unknown chat (nothing locked): the quota still answers first, as for any send.
    RETURN QUERY SELECT false, NULL::text, NULL::boolean, NULL::boolean, NULL::uuid[], NULL::uuid[],
      NULL::boolean, NULL::boolean, NULL::uuid, NULL::boolean,
      (SELECT s.created_at FROM messages s WHERE s.sender_id = p_sender_id AND s.created_at > p_quota_since
        ORDER BY s.created_at DESC OFFSET p_quota_offset LIMIT 1),
      false, NULL::timestamptz, NULL::timestamptz, NULL::json, NULL::boolean, NULL::json;
    RETURN;
  END IF;

  -- The policy's rules (chat.policy.ts: read, seeChat, send, reply) as the guard of the write.
  IF f.quota_full_at IS NULL AND f.is_member AND NOT f.blocked AND f.is_active
    AND (f.kind = 'squad' OR f.connected)
    AND (NOT p_is_reply OR (f.reply_chat_id = f.id AND NOT f.reply_is_deleted)) THEN
    -- A new snapshot, taken after the locks: the quota counted again, then the message, the chat's
    -- last activity, the sender's read pointer (never backwards), the others' pointers (read_by),
    -- and whether the sender had anything unread from others here before (else their count, 0,
    -- cannot change and needs no recount).
    WITH q AS (
      SELECT (SELECT s.created_at FROM messages s WHERE s.sender_id = p_sender_id AND s.created_at > p_quota_since
        ORDER BY s.created_at DESC OFFSET p_quota_offset LIMIT 1) AS quota_full_at
    ), before AS (
      SELECT exists (SELECT 1 FROM messages o
        WHERE o.chat_id = p_chat_id AND o.sender_id <> p_sender_id
          AND o.id > coalesce((SELECT cr.last_read_message_id FROM chat_reads cr
            WHERE cr.chat_id = p_chat_id AND cr.user_id = p_sender_id),
            '00000000-0000-0000-0000-000000000000'::uuid)) AS had_unread
    ), m AS (
      INSERT INTO messages (id, chat_id, sender_id, content, reply_to_message_id)
      SELECT p_id, p_chat_id, p_sender_id, p_content, p_reply_to FROM q WHERE q.quota_full_at IS NULL
      RETURNING id, created_at, updated_at
    ), touched AS (
      UPDATE chats SET last_message_at = m.created_at, updated_at = now() FROM m WHERE chats.id = p_chat_id
    ), pointer AS (
      INSERT INTO chat_reads (chat_id, user_id, last_read_message_id)
      SELECT p_chat_id, p_sender_id, m.id FROM m
      ON CONFLICT (chat_id, user_id) DO UPDATE
        SET last_read_message_id = greatest(chat_reads.last_read_message_id, excluded.last_read_message_id),
          last_read_at = now()
    )
    SELECT q.quota_full_at, m.id IS NOT NULL AS written, m.created_at, m.updated_at,
      (SELECT coalesce(json_agg(json_build_object('user_id', cr.user_id,
          'last_read_message_id', cr.last_read_message_id, 'last_read_at', cr.last_read_at)), '[]'::json)
        FROM chat_reads cr WHERE m.id IS NOT NULL AND cr.chat_id = p_chat_id AND cr.user_id <> p_sender_id) AS readers,
      before.had_unread
    INTO w
    FROM q CROSS JOIN before LEFT JOIN m ON true;

    -- Another new snapshot, which sees the message: the unread counts it changed, in this chat
    -- and in total, for each member it counts for (not those who blocked the sender, whose
    -- counts skip it; the sender when their pointer moved past others' unread messages).
    IF w.written THEN
      SELECT coalesce(json_agg(json_build_object('user_id', x.user_id, 'count', x.count,
          'total', x.total)), '[]'::json)
      INTO v_counts
      FROM (
        SELECT u.id AS user_id,
          coalesce(sum(t.unread_count) FILTER (WHERE t.chat_id = p_chat_id), 0)::int AS count,
          coalesce(sum(t.unread_count), 0)::int AS total
        FROM unnest(array(SELECT unnest(f.recipient_ids) EXCEPT SELECT unnest(f.blocker_ids))
          || CASE WHEN w.had_unread THEN ARRAY[p_sender_id] ELSE '{}'::uuid[] END) AS u(id)
        CROSS JOIN LATERAL squadup_unread_chats(u.id) t
        GROUP BY u.id
      ) x;
    END IF;

    RETURN QUERY SELECT true, f.kind::text, f.is_active, f.is_member, f.recipient_ids, f.blocker_ids,
      f.connected, f.blocked, f.reply_chat_id, f.reply_is_deleted, w.quota_full_at,
      w.written, w.created_at, w.updated_at, w.readers, w.had_unread, v_counts;
    RETURN;
  END IF;

  RETURN QUERY SELECT true, f.kind::text, f.is_active, f.is_member, f.recipient_ids, f.blocker_ids,
    f.connected, f.blocked, f.reply_chat_id, f.reply_is_deleted, f.quota_full_at,
    false, NULL::timestamptz, NULL::timestamptz, NULL::json, NULL::boolean, NULL::json;
END $$;
