// What every mail test checks the same way: links in both parts, escaping, the footer.
import { expect } from 'vitest';
import type { MailFooter, RenderedMail } from '../../src/modules/notifications/mails/mail-types.js';

export const WEB = 'https://squadup.example';

/** A hostile string: markup, an ampersand and quotes. */
export const HOSTILE = '<script>alert(1)</script> & "quotes"';
export const HOSTILE_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;';

export const FOOTER: MailFooter = {
  settingsUrl: `${WEB}/settings`,
  // An ampersand, escaped in the HTML attribute, kept as is in the text part.
  unsubscribeUrl: `${WEB}/v1/notifications/unsubscribe?token=abc.def&kind=applications`,
  unsubscribeLabel: 'Unsubscribe from e-mails about applications',
};

const asAttribute = (url: string) => `href="${url.replaceAll('&', '&amp;')}"`;

/** The URL is a link in the HTML and alone on its own line in the text part. */
export function expectLink(mail: RenderedMail, url: string): void {
  expect(mail.html).toContain(asAttribute(url));
  expect(mail.text.split('\n')).toContain(url);
}

/** Every line of the text part that holds a URL holds only that URL. */
export function expectLinksAlone(mail: RenderedMail): void {
  for (const line of mail.text.split('\n').filter((l) => l.includes('://'))) {
    expect(line).toMatch(/^https?:\/\/\S+$/);
  }
}

/** The greeting, the settings link and the unsubscribe link with its label. */
export function expectFrame(mail: RenderedMail, greeting: string): void {
  expect(mail.html).toContain(`>${greeting}</p>`);
  expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
  expectLink(mail, FOOTER.settingsUrl);
  expectLink(mail, FOOTER.unsubscribeUrl);
  expect(mail.html).toContain('Notification settings');
  expect(mail.html).toContain(FOOTER.unsubscribeLabel);
  const text = mail.text.split('\n');
  expect(text[text.indexOf(FOOTER.unsubscribeUrl) - 1]).toBe(FOOTER.unsubscribeLabel);
  expectLinksAlone(mail);
}

/** Escaped in the HTML (never markup), written plainly in the text part. */
export function expectEscaped(mail: RenderedMail): void {
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain(HOSTILE_ESCAPED);
  expect(mail.text).toContain(HOSTILE);
}
