import { mentionedMembers } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, mentionSuggestions, messageParts } from './mentions';

const members = [
  { user_id: 'u1', first_name: 'Anna' },
  { user_id: 'u2', first_name: 'Annabel' },
  { user_id: 'u3', first_name: 'Mary Ann' },
  { user_id: 'me', first_name: 'Maya' },
];

describe('mentions', () => {
  it('finds the mention typed at the caret, not inside a word or an address', () => {
    expect(mentionAt('Hi @An', 6)).toEqual({ start: 3, query: 'An' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('mail ana@x', 10)).toBeNull();
    expect(mentionAt('Hi @An there', 12)).toBeNull();
  });

  it('suggests members by the start of their handle, never the viewer', () => {
    expect(mentionSuggestions(members, 'an', 'me').map((m) => m.user_id)).toEqual(['u1', 'u2']);
    expect(mentionSuggestions(members, 'mary', 'me').map((m) => m.user_id)).toEqual(['u3']);
    expect(mentionSuggestions(members, 'ma', 'me').map((m) => m.user_id)).toEqual(['u3']);
  });

  it('inserts @Handle and a space, keeping what follows', () => {
    expect(insertMention('Hi @ma see you', 3, 6, 'MaryAnn')).toEqual({
      text: 'Hi @MaryAnn see you',
      caret: 12,
    });
  });

  it('marks what the server reads as mentions, the viewer apart', () => {
    const content = '@annabel and @MaryAnn, ask @maya; not me@Anna or @Annas';
    const parts = messageParts(content, members, 'me');
    expect(parts.filter((p) => p.kind === 'mention')).toEqual([
      { kind: 'mention', text: '@annabel', self: false },
      { kind: 'mention', text: '@MaryAnn', self: false },
      { kind: 'mention', text: '@maya', self: true },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(content);
    // The same members as the shared rule the server applies.
    expect(mentionedMembers(content, members).map((m) => m.user_id)).toEqual(['u2', 'u3', 'me']);
  });
});
