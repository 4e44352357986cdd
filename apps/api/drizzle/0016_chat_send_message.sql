-- A chat send in ONE round trip (docs/decisions/0020): the two statements it needs (the locks with
-- every fact, then the write with the quota counted again) run in this function, called as one
-- statement outside any transaction. Inside a function each statement takes a fresh snapshot, so
-- the write's quota count sees every send of the member that committed while the first statement
-- waited for their row: the reason it is two statements, and why a single statement cannot do it.
-- The write happens only when every fact allows it; the service's policy (chat.policy.ts) reads
-- the same facts from the answer and gives the refusal its code and message. A refusal writes
-- nothing and, the call being its own transaction, holds no lock afterwards.
CREATE FUNCTION squadup_send_message(
  p_id uuid, p_chat_id uuid, p_sender_id uuid, p_content text,
  p_reply_to uuid, p_is_reply boolean, p_quota_offset int, p_quota_since timestamptz
) RETURNS TABLE (
  known boolean, kind text, is_active boolean, is_member boolean,
  recipient_ids uuid[], blocker_ids uuid[], connected boolean, blocked boolean,
  reply_chat_id uuid, reply_is_deleted boolean, quota_full_at timestamptz,
  written boolean, created_at timestamptz, updated_at timestamptz,
  readers json, sender_had_unread boolean
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  f record;
  w record;
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
    c.kind = 'direct' AND exists (SELECT 1 FROM connections k
      WHERE k.status = 'accepted'
        AND least(k.requester_user_id, k.addressee_user_id) = c.user_low_id
        AND greatest(k.requester_user_id, k.addressee_user_id) = c.user_high_id) AS connected,
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
      false, NULL::timestamptz, NULL::timestamptz, NULL::json, NULL::boolean;
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

    RETURN QUERY SELECT true, f.kind::text, f.is_active, f.is_member, f.recipient_ids, f.blocker_ids,
      f.connected, f.blocked, f.reply_chat_id, f.reply_is_deleted, w.quota_full_at,
      w.written, w.created_at, w.updated_at, w.readers, w.had_unread;
    RETURN;
  END IF;

  RETURN QUERY SELECT true, f.kind::text, f.is_active, f.is_member, f.recipient_ids, f.blocker_ids,
    f.connected, f.blocked, f.reply_chat_id, f.reply_is_deleted, f.quota_full_at,
    false, NULL::timestamptz, NULL::timestamptz, NULL::json, NULL::boolean;
END $$;
