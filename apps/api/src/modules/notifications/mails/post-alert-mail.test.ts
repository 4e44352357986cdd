import { describe, expect, it } from 'vitest';
import type { MatchingPostLine } from './mail-types.js';
import { postAlertMail } from './post-alert-mail.js';
import {
  expectEscaped,
  expectFrame,
  expectLink,
  FOOTER,
  HOSTILE,
  WEB,
} from '../../../../test/support/mails.js';

const discoverUrl = `${WEB}/discover`;
const post = (n: number, over: Partial<MatchingPostLine> = {}): MatchingPostLine => ({
  title: `Campus lost-and-found ${n}`,
  url: `${WEB}/post/m${n}`,
  type: 'School Project',
  ownerName: 'Cleo Diaz',
  reasons: ['TypeScript'],
  ...over,
});
const mail = (posts: MatchingPostLine[]) =>
  postAlertMail({ firstName: 'Ana', posts, discoverUrl, ...FOOTER });

describe('postAlertMail', () => {
  it('names the post in the subject when there is one', async () => {
    const one = await mail([post(1)]);
    expect(one.subject).toBe('New post matching your skills: Campus lost-and-found 1');
    expectFrame(one, 'Hi Ana,');
    expectLink(one, post(1).url);
    expectLink(one, discoverUrl);
    expect(one.text).toContain('School Project · by Cleo Diaz\nMatches: TypeScript');
  });

  it('counts the posts when there are several, each linked with its reasons', async () => {
    const several = await mail([post(1), post(2, { reasons: ['Go', 'Rust'] }), post(3)]);
    expect(several.subject).toBe('3 new posts match your skills');
    expectFrame(several, 'Hi Ana,');
    for (const n of [1, 2, 3]) expectLink(several, post(n).url);
    expect(several.text).toContain('Matches: Go, Rust');
  });

  it('leaves the reasons out when there are none', async () => {
    const bare = await mail([post(1, { reasons: [] })]);
    expect(bare.text).not.toContain('Matches:');
  });

  it('escapes the title, the owner and the reasons', async () => {
    const hostile = await mail([
      post(1, { title: HOSTILE, ownerName: HOSTILE, reasons: [HOSTILE] }),
    ]);
    expectEscaped(hostile);
    expect(hostile.subject).toBe(`New post matching your skills: ${HOSTILE}`);
  });
});
