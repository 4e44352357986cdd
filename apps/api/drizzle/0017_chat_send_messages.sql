-- Chat sends gathered into ONE statement and ONE commit (docs/decisions/0046-chat-sends-share-a-commit.md):
-- each send is still squadup_send_message, in the order given, each of its statements with a fresh
-- snapshot that sees the sends before it (a member's quota counts them). A batch holds several
-- members' and chats' rows until its commit, which no other writer does: so it never WAITS for one
-- of them. It locks them all first (the senders' rows, then the chats', each by id) with NOWAIT:
-- when any is taken, the statement fails at once with lock_not_available (55P03), having written
-- nothing, and the app sends each of them alone, as one send always was. A batch waiting for a row
-- while holding others could close a cycle with a writer that locks rows in another order (a
-- block locks a pair's chat, then squad chats). `p_sends` is a JSON array of {ord, id, chat_id,
-- sender_id, content, reply_to, is_reply, quota_offset, quota_since}; each answer row carries its
-- send's `ord`.
CREATE FUNCTION squadup_send_messages(p_sends json) RETURNS TABLE (
  ord int, known boolean, kind text, is_active boolean, is_member boolean,
  recipient_ids uuid[], blocker_ids uuid[], connected boolean, blocked boolean,
  reply_chat_id uuid, reply_is_deleted boolean, quota_full_at timestamptz,
  written boolean, created_at timestamptz, updated_at timestamptz,
  readers json, sender_had_unread boolean
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
      is_reply boolean, quota_offset int, quota_since timestamptz)
    ORDER BY x.ord
  LOOP
    RETURN QUERY SELECT s.ord, r.* FROM squadup_send_message(s.id, s.chat_id, s.sender_id,
      s.content, s.reply_to, s.is_reply, s.quota_offset, s.quota_since) r;
  END LOOP;
END $$;
