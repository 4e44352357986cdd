import { describe, expect, it } from 'vitest';
import { linkMail } from './link-mail.js';
import {
  expectEscaped,
  expectLink,
  expectLinksAlone,
  HOSTILE,
  WEB,
} from '../../../../test/support/mails.js';

const link = `${WEB}/reset-password/u1/tok_en-123`;
const mail = (firstName = 'Ana') =>
  linkMail({
    firstName,
    subject: 'Reset your Squadup password',
    intro: ['Someone asked to reset your password.', 'Open this link within 30 minutes:'],
    button: 'Reset your password',
    link,
    outro: 'The link works once.',
    reason: 'You get this mail because a password reset was asked for this address on Squadup.',
  });

describe('linkMail (the auth mails)', () => {
  it('shows the link as a button and raw, and once, alone, in the text part', async () => {
    const reset = await mail();
    expect(reset.subject).toBe('Reset your Squadup password');
    expectLink(reset, link);
    expect(reset.html).toMatch(/<a href="[^"]+"[^>]*>.*Reset your password.*<\/a>/s);
    expect(reset.text.split('\n').filter((l) => l === link)).toHaveLength(1);
    expect(reset.text).toBe(
      [
        'Hi Ana,',
        '',
        'Someone asked to reset your password.',
        'Open this link within 30 minutes:',
        '',
        link,
        '',
        'The link works once.',
        '',
        '— Squadup',
        '',
        'You get this mail because a password reset was asked for this address on Squadup.',
      ].join('\n'),
    );
    expectLinksAlone(reset);
  });

  it('has no settings or unsubscribe link: it only comes when asked for', async () => {
    const reset = await mail();
    expect(reset.html).not.toContain('Notification settings');
    expect(reset.html).not.toMatch(/unsubscribe/i);
  });

  it('escapes the name', async () => {
    expectEscaped(await mail(HOSTILE));
  });
});
