import { describe, expect, it } from 'vitest';
import { linkParts } from './links';

describe('linkParts', () => {
  it('finds web addresses, with or without a scheme, leaving trailing punctuation out', () => {
    expect(linkParts('Repo: https://github.com/squadup/rover, and docs at rover.io.')).toEqual([
      { kind: 'text', text: 'Repo: ' },
      {
        kind: 'link',
        text: 'https://github.com/squadup/rover',
        href: 'https://github.com/squadup/rover',
      },
      { kind: 'text', text: ', and docs at ' },
      { kind: 'link', text: 'rover.io', href: 'http://rover.io' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links an e-mail address to mail, and keeps a path in parentheses whole', () => {
    expect(
      linkParts('(see https://en.wikipedia.org/wiki/Rover_(space)) or ada@example.com'),
    ).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Rover_(space)',
        href: 'https://en.wikipedia.org/wiki/Rover_(space)',
      },
      { kind: 'text', text: ') or ' },
      { kind: 'link', text: 'ada@example.com', href: 'mailto:ada@example.com' },
    ]);
  });

  it('never links a script, data or file address, nor plain text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'no links here',
      '',
    ]) {
      expect(linkParts(text)).toEqual([{ kind: 'text', text }]);
    }
  });
});
