-- The older send functions (drizzle/0036 and 0020), for an instance still running the code that calls
-- them: the same arguments and columns, so its prepared statements stay valid, and one body of the
-- send behind them (squadup_send_attached, drizzle/0037), so they follow the same rules.
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
BEGIN
  RETURN QUERY SELECT * FROM squadup_send_attached(p_id, p_chat_id, p_sender_id, p_content,
    p_reply_to, p_is_reply, p_quota_offset, p_quota_since, NULL, NULL, NULL);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION squadup_send_counted_many(p_sends json) RETURNS TABLE (
  ord int, known boolean, kind text, is_active boolean, is_member boolean,
  recipient_ids uuid[], blocker_ids uuid[], connected boolean, blocked boolean,
  reply_chat_id uuid, reply_is_deleted boolean, quota_full_at timestamptz,
  written boolean, created_at timestamptz, updated_at timestamptz,
  readers json, sender_had_unread boolean, counts json
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT * FROM squadup_send_attached_many(p_sends);
END $$;
