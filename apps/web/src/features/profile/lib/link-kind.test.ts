import { Code2, Github, Globe, Linkedin } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { linkIcon, linkKind } from './link-kind';

describe('linkKind', () => {
  it.each([
    ['https://github.com/ada', 'code-hosting'],
    ['https://gitlab.com/ada', 'code-hosting'],
    ['https://bitbucket.org/ada', 'code-hosting'],
    ['https://www.linkedin.com/in/ada', 'professional'],
    ['https://leetcode.com/u/ada', 'coding-practice'],
    ['https://www.hackerrank.com/ada', 'coding-practice'],
    ['https://codeforces.com/profile/ada', 'coding-practice'],
    ['https://www.codechef.com/users/ada', 'coding-practice'],
    ['https://kaggle.com/ada', 'coding-practice'],
    ['https://ada.dev', 'generic'],
    ['http://example.com/github', 'generic'],
  ])('%s is %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });

  it.each(['github.com/ada', 'not a url', '', 'javascript:alert(1)', 'mailto:a@b.io'])(
    '%j is not a link',
    (url) => {
      expect(linkKind(url)).toBeNull();
    },
  );
});

describe('linkIcon', () => {
  it('maps each kind to its icon and an invalid URL to none', () => {
    expect(linkIcon('https://github.com/ada')).toBe(Github);
    expect(linkIcon('https://linkedin.com/in/ada')).toBe(Linkedin);
    expect(linkIcon('https://kaggle.com/ada')).toBe(Code2);
    expect(linkIcon('https://ada.dev')).toBe(Globe);
    expect(linkIcon('ada.dev')).toBeNull();
  });
});
