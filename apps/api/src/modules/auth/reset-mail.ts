import type { MailMessage } from '../../lib/mail.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password-reset mail: the link alone on its line in the text part, and a button in HTML. */
export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const name = firstName.trim() || 'there';
  const text = [
    `Hi ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Squadup account.',
    'Open this link within 30 minutes to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    '',
    '— Squadup',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Squadup account.
Open this link within 30 minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">Reset your password</a></p>
<p style="word-break: break-all">${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>
<p>— Squadup</p>
</body></html>`;
  return { to, subject: 'Reset your Squadup password', text, html };
}
