import { describe, expect, it } from 'vitest';
import { buildMessage } from '../test/chat-fixtures';
import { readersOf, receiptLine, typingText } from './signals';

const ME = 'me';
const receipt = (user_id: string) => ({ user_id, read_at: '2026-12-01T10:00:00.000Z' });

describe('readersOf', () => {
  it('joins the page’s read_by with the live reads that reached the message, never the sender', () => {
    const message = buildMessage({
      _id: '0190a000-0000-7000-8000-000000000005',
      sender_id: ME,
      read_by: [receipt('ann'), receipt(ME)],
    });
    const live = new Map([
      ['bob', '0190a000-0000-7000-8000-000000000005'],
      ['cyd', '0190a000-0000-7000-8000-000000000009'],
      ['dan', '0190a000-0000-7000-8000-000000000004'],
      [ME, '0190a000-0000-7000-8000-000000000009'],
    ]);
    expect([...readersOf(message, live)].sort()).toEqual(['ann', 'bob', 'cyd']);
  });
});

describe('receiptLine', () => {
  const own = (id: string, read: string[] = []) =>
    buildMessage({ _id: id, sender_id: ME, read_by: read.map(receipt) });

  it('marks the newest own message "Seen" in a direct chat, "Seen by N" in a squad', () => {
    const messages = [own('m1', ['ann']), buildMessage({ _id: 'm2' }), own('m3', ['ann', 'bob'])];
    expect(receiptLine(messages, ME, new Map(), false)).toEqual({ messageId: 'm3', text: 'Seen' });
    expect(receiptLine(messages, ME, new Map(), true)).toEqual({
      messageId: 'm3',
      text: 'Seen by 2',
    });
  });

  it('says nothing while the newest own message is unread, even if older ones were read', () => {
    const messages = [own('m1', ['ann']), own('m2')];
    expect(receiptLine(messages, ME, new Map(), false)).toBeNull();
    expect(receiptLine(messages, ME, new Map([['ann', 'm2']]), false)).toEqual({
      messageId: 'm2',
      text: 'Seen',
    });
  });

  it('skips deleted and event lines, and says nothing without a viewer or own message', () => {
    const deleted = { ...own('m2', ['ann']), is_deleted: true };
    const line = { ...own('m3', ['ann']), kind: 'system' as const };
    expect(receiptLine([own('m1', ['ann']), deleted, line], ME, new Map(), false)).toEqual({
      messageId: 'm1',
      text: 'Seen',
    });
    expect(receiptLine([buildMessage({ _id: 'm1' })], ME, new Map(), false)).toBeNull();
    expect(receiptLine([own('m1', ['ann'])], undefined, new Map(), false)).toBeNull();
  });
});

describe('typingText', () => {
  it('names one or two members, and counts more', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Ana'])).toBe('Ana is typing…');
    expect(typingText(['Ana', 'Sam'])).toBe('Ana and Sam are typing…');
    expect(typingText(['Ana', 'Sam', 'Lee'])).toBe('3 people are typing…');
  });
});
