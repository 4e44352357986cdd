import { describe, expect, it } from 'vitest';
import { activityMail } from './activity-mail.js';
import type { MailLine } from './mail-types.js';
import {
  expectEscaped,
  expectFrame,
  expectLink,
  FOOTER,
  HOSTILE,
  WEB,
} from '../../../../test/support/mails.js';

const feedUrl = `${WEB}/notifications`;
const applied: MailLine = {
  sentence: 'Ana Lopez and 2 others applied to Campus app',
  url: `${WEB}/myposts/p1`,
  at: new Date('2026-11-26T09:30:00Z'),
};
const accepted: MailLine = {
  sentence: 'Bo Chen accepted your connection request',
  url: `${WEB}/profile/u2`,
  at: new Date('2026-11-25T18:05:00Z'),
};
const mail = (lines: MailLine[], moreCount = 0, firstName = 'Ana') =>
  activityMail({ firstName, lines, moreCount, feedUrl, ...FOOTER });

describe('activityMail', () => {
  it('is titled by its sentence when it tells one thing', async () => {
    const one = await mail([applied]);
    expect(one.subject).toBe('Ana Lopez and 2 others applied to Campus app');
    expectFrame(one, 'Hi Ana,');
    expectLink(one, applied.url);
    expectLink(one, feedUrl);
    expect(one.text).toContain(`26 Nov, 09:30 UTC\n${applied.sentence}\n${applied.url}`);
    expect(one.text).not.toContain('more');
  });

  it('counts every update in the subject, lines and the ones left out alike', async () => {
    expect((await mail([applied, accepted])).subject).toBe('2 updates on Squadup');
    expect((await mail([applied], 4)).subject).toBe('5 updates on Squadup');
  });

  it('links every line, and "and N more" to the feed when lines were left out', async () => {
    const many = await mail([applied, accepted], 3);
    expectFrame(many, 'Hi Ana,');
    expectLink(many, applied.url);
    expectLink(many, accepted.url);
    expect(many.html).toContain('25 Nov, 18:05 UTC');
    expect(many.html).toMatch(
      /<a href="https:\/\/squadup\.example\/notifications"[^>]*>and 3 more<\/a>/,
    );
    expect(many.text).toContain(`and 3 more\n${feedUrl}`);
  });

  it('greets "there" when the first name is blank', async () => {
    expectFrame(await mail([applied], 0, '  '), 'Hi there,');
  });

  it('escapes what members wrote', async () => {
    const hostile = await mail([{ ...applied, sentence: `Ana applied to ${HOSTILE}` }], 0, HOSTILE);
    expectEscaped(hostile);
    expect(hostile.subject).toBe(`Ana applied to ${HOSTILE}`);
  });
});
