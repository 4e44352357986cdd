-- Attachments in chats (docs/decisions/0085-chat-attachments.md): a message may carry one uploaded
-- file (an image or a PDF from the member's own chat-files uploads), its name as sent and its type.
-- All three or none.
ALTER TABLE "messages" ADD COLUMN "attachment_url" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_check" CHECK (("messages"."attachment_url" is null) = ("messages"."attachment_name" is null) and ("messages"."attachment_url" is null) = ("messages"."attachment_type" is null));--> statement-breakpoint
-- squadup_send_counted (0036) writing the attachment too. New names, the old functions left as they
-- are: an instance still running the older code keeps its prepared statements (docs/decisions/0045).
CREATE FUNCTION squadup_send_attached(
  p_id uuid, p_chat_id uuid, p_sender_id uuid, p_content text,
  p_reply_to uuid, p_is_reply boolean, p_quota_offset int, p_quota_since timestamptz,
  p_attachment_url text, p_attachment_name text, p_attachment_type text
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
      INSERT INTO messages (id, chat_id, sender_id, content, reply_to_message_id,
        attachment_url, attachment_name, attachment_type)
      SELECT p_id, p_chat_id, p_sender_id, p_content, p_reply_to,
        p_attachment_url, p_attachment_name, p_attachment_type FROM q WHERE q.quota_full_at IS NULL
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
--> statement-breakpoint
-- squadup_send_counted_many (0020) for squadup_send_attached: each send's attachment (or nulls) rides
-- in its JSON object.
CREATE FUNCTION squadup_send_attached_many(p_sends json) RETURNS TABLE (
  ord int, known boolean, kind text, is_active boolean, is_member boolean,
  recipient_ids uuid[], blocker_ids uuid[], connected boolean, blocked boolean,
  reply_chat_id uuid, reply_is_deleted boolean, quota_full_at timestamptz,
  written boolean, created_at timestamptz, updated_at timestamptz,
  readers json, sender_had_unread boolean, counts json
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  s record;
BEGIN
  PERFORM 1 FROM users u
    WHERE u.id IN (SELECT (e ->> 'sender_id')::uuid FROM json_array_elements(p_sends) e)
    ORDER BY u.id FOR NO KEY UPDATE NOWAIT;
  PERFORM 1 FROM chats c
    WHERE c.id IN (SELECT (e ->> 'chat_id')::uuid FROM json_array_elements(p_sends) e)
    ORDER BY c.id FOR UPDATE NOWAIT;

  FOR s IN SELECT * FROM json_to_recordset(p_sends) AS x(
      ord int, id uuid, chat_id uuid, sender_id uuid, content text, reply_to uuid,
      is_reply boolean, quota_offset int, quota_since timestamptz,
      attachment_url text, attachment_name text, attachment_type text)
    ORDER BY x.ord
  LOOP
    RETURN QUERY SELECT s.ord, r.* FROM squadup_send_attached(s.id, s.chat_id, s.sender_id,
      s.content, s.reply_to, s.is_reply, s.quota_offset, s.quota_since,
      s.attachment_url, s.attachment_name, s.attachment_type) r;
  END LOOP;
END $$;
