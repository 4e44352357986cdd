import { describe, expect, it } from 'vitest';
import { buildChat, buildMessage } from '../test/chat-fixtures';
import { chatName, filterChats } from './chat-list';
import { dayLabel, listTime } from './message-time';
import { mergeMessages, wordsOrFile } from './messages';

describe('filterChats', () => {
  const chats = [buildChat(), buildChat({ _id: 'c2', first_name: 'Liam', last_name: 'Chen' })];
  it('matches the full name case-insensitively and keeps all for blank text', () => {
    expect(filterChats(chats, ' okafor ').map(chatName)).toEqual(['Ada Okafor']);
    expect(filterChats(chats, 'A O').map(chatName)).toEqual(['Ada Okafor']);
    expect(filterChats(chats, '  ')).toHaveLength(2);
    expect(filterChats(chats, 'zoe')).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('orders by send time, keeps each id once (page 1 wins) and hides deleted ones', () => {
    const a = buildMessage({ content: 'a' }, 30);
    const b = buildMessage({ content: 'b' }, 20);
    const c = buildMessage({ content: 'c' }, 10);
    const gone = buildMessage({ content: 'gone', is_deleted: true }, 5);
    const hidden = buildMessage({ content: 'hidden', deleted_for: ['me'] }, 4);
    const merged = mergeMessages([b, a], [{ ...b, content: 'b2' }, c, gone, hidden], 'me');
    expect(merged.map((m) => m.content)).toEqual(['a', 'b2', 'c']);
  });
});

describe('chat times', () => {
  const now = new Date(2026, 10, 22, 15, 0).getTime();
  it('shows the clock today, then Yesterday, a weekday, and a date', () => {
    expect(listTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(listTime(new Date(2026, 10, 21, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(listTime(new Date(2026, 10, 18, 12, 0).toISOString(), now)).toBe('Wed');
    expect(listTime(new Date(2026, 9, 2).toISOString(), now)).toBe('Oct 2');
    expect(listTime(new Date(2025, 9, 2).toISOString(), now)).toBe('Oct 2, 2025');
    expect(listTime(null, now)).toBe('');
  });
  it('labels day dividers', () => {
    expect(dayLabel(new Date(2026, 10, 22, 1).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 21, 1).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 2).toISOString(), now)).toBe('Monday, Nov 2');
  });
});

describe('wordsOrFile', () => {
  it('names a file sent alone: "Photo", or the file’s name; words win', () => {
    const file = (is_image: boolean) => ({ url: '/f', name: 'brief.pdf', type: 'x', is_image });
    expect(wordsOrFile({ content: '', attachment: file(true) })).toBe('Photo');
    expect(wordsOrFile({ content: '', attachment: file(false) })).toBe('brief.pdf');
    expect(wordsOrFile({ content: 'See this', attachment: file(true) })).toBe('See this');
    expect(wordsOrFile(buildMessage({ content: 'Hi' }))).toBe('Hi');
  });
});
