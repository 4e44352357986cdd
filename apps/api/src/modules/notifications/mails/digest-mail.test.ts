import { describe, expect, it } from 'vitest';
import { digestMail, type DigestMailInput } from './digest-mail.js';
import type { MailLine, MatchingPostLine } from './mail-types.js';
import {
  expectEscaped,
  expectFrame,
  expectLink,
  FOOTER,
  HOSTILE,
  HOSTILE_ESCAPED,
  WEB,
} from '../../../../test/support/mails.js';

const feedUrl = `${WEB}/notifications`;
const discoverUrl = `${WEB}/discover`;
const line = (n: number): MailLine => ({
  sentence: `Member ${n} joined the squad of Campus app`,
  url: `${WEB}/squads/p${n}`,
  at: new Date(Date.UTC(2026, 10, 26, 7, n)),
});
const post = (n: number, over: Partial<MatchingPostLine> = {}): MatchingPostLine => ({
  title: `Crop disease detector ${n}`,
  url: `${WEB}/post/m${n}`,
  type: 'Hackathon',
  ownerName: 'Ana Lopez',
  reasons: ['React', 'Machine learning'],
  ...over,
});
const mail = (over: Partial<DigestMailInput>) =>
  digestMail({
    firstName: 'Bo',
    lines: [],
    moreCount: 0,
    feedUrl,
    posts: [],
    discoverUrl,
    ...FOOTER,
    ...over,
  });

describe('digestMail', () => {
  it('tells what happened and the new matching posts, each linked, with the reasons', async () => {
    const digest = await mail({ lines: [line(1), line(2), line(3)], posts: [post(1), post(2)] });
    expect(digest.subject).toBe('Your Squadup digest: 3 updates, 2 new matching posts');
    expectFrame(digest, 'Hi Bo,');
    for (const l of [line(1), line(2), line(3)]) expectLink(digest, l.url);
    for (const p of [post(1), post(2)]) expectLink(digest, p.url);
    expectLink(digest, feedUrl);
    expectLink(digest, discoverUrl);
    expect(digest.html).toContain('What happened');
    expect(digest.html).toContain('New posts that match you');
    expect(digest.html).toContain('Hackathon · by Ana Lopez');
    expect(digest.html).toMatch(/<span[^>]*>React<\/span><span[^>]*>Machine learning<\/span>/);
    expect(digest.text).toContain(
      `Crop disease detector 1\n${post(1).url}\nHackathon · by Ana Lopez\nMatches: React, Machine learning`,
    );
    expect(digest.text).not.toContain('more\n');
  });

  it('counts the updates left out and links "and N more" to the feed', async () => {
    const digest = await mail({ lines: [line(1)], moreCount: 11 });
    expect(digest.subject).toBe('Your Squadup digest: 12 updates');
    expect(digest.text).toContain(`and 11 more\n${feedUrl}`);
  });

  it('leaves out a part that is empty, in the subject and the body', async () => {
    const postsOnly = await mail({ posts: [post(1)] });
    expect(postsOnly.subject).toBe('Your Squadup digest: 1 new matching post');
    expect(postsOnly.html).not.toContain('What happened');
    expect(postsOnly.text).not.toContain(feedUrl);
    const linesOnly = await mail({ lines: [line(1)] });
    expect(linesOnly.subject).toBe('Your Squadup digest: 1 update');
    expect(linesOnly.html).not.toContain('New posts that match you');
    expect(linesOnly.text).not.toContain(discoverUrl);
    expectFrame(linesOnly, 'Hi Bo,');
  });

  it('escapes titles, owners, reasons and sentences', async () => {
    const digest = await mail({
      lines: [{ ...line(1), sentence: HOSTILE }],
      posts: [post(1, { title: HOSTILE, ownerName: HOSTILE, reasons: [HOSTILE] })],
    });
    expectEscaped(digest);
    expect(digest.html).toContain(`Matches: ${HOSTILE_ESCAPED}`);
    expect(digest.text).toContain(`Hackathon · by ${HOSTILE}\nMatches: ${HOSTILE}`);
  });
});
