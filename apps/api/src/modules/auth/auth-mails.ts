import { EMAIL_VERIFICATION_TTL_HOURS } from '@squadup/shared';
import type { MailMessage } from '../../lib/mail.js';

// The auth mails: one shape (greeting, why, the link alone on its line in the text part and as a
// button in HTML, what to do if it was not you), so every client can open the link.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface LinkMail {
  to: string;
  firstName: string;
  subject: string;
  /** Why the mail came and what the link does (one or two sentences). */
  intro: string[];
  button: string;
  link: string;
  outro: string;
}

function linkMail({ to, firstName, subject, intro, button, link, outro }: LinkMail): MailMessage {
  const name = firstName.trim() || 'there';
  const text = [`Hi ${name},`, '', ...intro, '', link, '', outro, '', '— Squadup'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>${intro.map(escapeHtml).join('\n')}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="word-break: break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(outro)}</p>
<p>— Squadup</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The password-reset mail. */
export const passwordResetMail = (to: string, firstName: string, link: string): MailMessage =>
  linkMail({
    to,
    firstName,
    subject: 'Reset your Squadup password',
    intro: [
      'Someone (hopefully you) asked to reset the password of your Squadup account.',
      'Open this link within 30 minutes to choose a new password:',
    ],
    button: 'Reset your password',
    link,
    outro:
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  });

/** The address-verification mail (sign-up and "Resend"). */
export const emailVerificationMail = (to: string, firstName: string, link: string): MailMessage =>
  linkMail({
    to,
    firstName,
    subject: 'Verify your Squadup email address',
    intro: [
      'Please confirm that this address belongs to your Squadup account.',
      `Open this link within ${EMAIL_VERIFICATION_TTL_HOURS} hours:`,
    ],
    button: 'Verify your email',
    link,
    outro:
      'The link works once. If you did not create a Squadup account, ignore this mail: nothing happens without the link.',
  });
