import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors.js';
import {
  authorizeChanging,
  authorizeSending,
  chatPolicy,
  MESSAGES,
  readReceipts,
  visibleDeletedFor,
  type SendFacts,
} from './chat.policy.js';

/** What an authorization refuses with ({ code, message }), or null when it allows. */
function refusal(authorize: () => void) {
  try {
    authorize();
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, message: error.message };
  }
}
// Who is in a chat is a fact the service reads (chat_members); the policy decides on it.
const refuseReading = (is_member: boolean, kind: 'direct' | 'squad' = 'direct') =>
  refusal(() => chatPolicy.authorize({ id: 'any' }, 'read', { kind, is_member }));
const refuseSending = (facts: SendFacts) => refusal(() => authorizeSending({ id: 'any' }, facts));
const refuseBlocked = (blocked: boolean, subject: 'chat' | 'message') =>
  refusal(() =>
    chatPolicy.authorize({ id: 'any' }, subject === 'chat' ? 'seeChat' : 'seeMessage', { blocked }),
  );
const refuseChanging = (
  message: { sender_id: string; is_deleted: boolean; kind: 'text' | 'system' },
  userId: string,
  change: 'edit' | 'delete',
) => refusal(() => authorizeChanging({ id: userId }, message, change));
const refuseReply = (
  target: { chat_id: string; is_deleted: boolean } | undefined,
  chatId: string,
) => refusal(() => chatPolicy.authorize({ id: 'any' }, 'reply', { target, chatId }));

const [low, high] = [
  '0190a000-0000-7000-8000-000000000001',
  '0190a000-0000-7000-8000-000000000002',
];
const open: SendFacts = {
  kind: 'direct',
  is_member: true,
  is_active: true,
  connected: true,
  blocked: false,
};

describe('chat policy', () => {
  it('lets only the chat’s members read (a pair, or a squad’s current members)', () => {
    expect(refuseReading(true)).toBeNull();
    expect(refuseReading(true, 'squad')).toBeNull();
    for (const kind of ['direct', 'squad'] as const) {
      expect(refuseReading(false, kind)).toEqual({
        code: 'FORBIDDEN',
        message: MESSAGES.notParticipant,
      });
    }
  });

  it('lets squad members send without a connection, until the post is deleted', () => {
    const squad: SendFacts = { ...open, kind: 'squad', connected: false };
    expect(refuseSending(squad)).toBeNull();
    expect(refuseSending({ ...squad, is_member: false })?.message).toBe(MESSAGES.notParticipant);
    expect(refuseSending({ ...squad, is_active: false })).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGES.squadClosed,
    });
  });

  it('lets the pair send only in an active chat whose other member takes their messages, unblocked', () => {
    expect(refuseSending(open)).toBeNull();
    expect(refuseSending({ ...open, is_member: false })?.message).toBe(MESSAGES.notParticipant);
    for (const facts of [
      { ...open, is_active: false },
      { ...open, connected: false },
    ]) {
      expect(refuseSending(facts)).toEqual({
        code: 'FORBIDDEN',
        message: MESSAGES.notTaken,
      });
    }
    // A blocked pair's chat is gone for both: the answer for an unknown chat.
    expect(refuseSending({ ...open, is_active: false, blocked: true })).toEqual({
      code: 'NOT_FOUND',
      message: MESSAGES.chatNotFound,
    });
  });

  it('hides a blocked pair’s chat and messages as unknown ones', () => {
    expect(refuseBlocked(false, 'chat')).toBeNull();
    expect(refuseBlocked(true, 'chat')).toEqual({ code: 'NOT_FOUND', message: 'Chat not found.' });
    expect(refuseBlocked(true, 'message')).toEqual({
      code: 'NOT_FOUND',
      message: 'Message not found.',
    });
  });

  it('lets only the sender change a message, and not edit a deleted one', () => {
    const message = { sender_id: low, is_deleted: false, kind: 'text' as const };
    expect(refuseChanging(message, low, 'edit')).toBeNull();
    // A squad's system line is about its sender, but nobody changes it.
    for (const change of ['edit', 'delete'] as const) {
      expect(refuseChanging({ ...message, kind: 'system' }, low, change)).toEqual({
        code: 'FORBIDDEN',
        message: MESSAGES.systemLine,
      });
    }
    expect(refuseChanging(message, high, 'edit')?.code).toBe('FORBIDDEN');
    expect(refuseChanging(message, high, 'delete')?.code).toBe('FORBIDDEN');
    expect(refuseChanging({ ...message, is_deleted: true }, low, 'edit')?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(refuseChanging({ ...message, is_deleted: true }, low, 'delete')).toBeNull();
  });

  it('accepts a reply only to a live message of the same chat', () => {
    expect(refuseReply({ chat_id: 'c1', is_deleted: false }, 'c1')).toBeNull();
    expect(refuseReply({ chat_id: 'c2', is_deleted: false }, 'c1')?.code).toBe('BAD_USER_INPUT');
    expect(refuseReply({ chat_id: 'c1', is_deleted: true }, 'c1')?.code).toBe('BAD_USER_INPUT');
    expect(refuseReply(undefined, 'c1')?.code).toBe('BAD_USER_INPUT');
  });

  it('derives read_by from the other member’s pointer at or past the message', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const message = { id: '0190a000-0000-7000-8000-00000000000b', sender_id: low };
    const pointer = (id: string | null, user_id = high) => ({
      user_id,
      last_read_message_id: id,
      last_read_at: at,
    });
    const receipt = [{ user_id: high, read_at: at.toISOString() }];
    expect(readReceipts(message, [pointer(message.id)])).toEqual(receipt);
    expect(readReceipts(message, [pointer('0190a000-0000-7000-8000-00000000000c')])).toEqual(
      receipt,
    );
    expect(readReceipts(message, [pointer('0190a000-0000-7000-8000-00000000000a')])).toEqual([]);
    expect(readReceipts(message, [pointer(null)])).toEqual([]);
    // The sender's own pointer is no receipt.
    expect(readReceipts(message, [pointer(message.id, low)])).toEqual([]);
  });

  it('shows deleted_for as the viewer’s own entry only', () => {
    expect(visibleDeletedFor([high], low)).toEqual([]);
    expect(visibleDeletedFor([high, low], low)).toEqual([low]);
    expect(visibleDeletedFor([low], low)).toEqual([low]);
    expect(visibleDeletedFor([low, high], null)).toEqual([]);
    expect(visibleDeletedFor([], high)).toEqual([]);
  });
});
