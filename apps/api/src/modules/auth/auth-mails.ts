import { EMAIL_VERIFICATION_TTL_HOURS } from '@squadup/shared';
import type { MailMessage } from '../../lib/mail.js';
import { linkMail } from '../notifications/index.js';

// The auth mails: one shape (greeting, why, the link as a button in HTML and alone on its line in
// the text part, what to do if it was not you) on the layout every Squadup mail shares. They have
// no unsubscribe link: they only come when someone asks for them.

/** The password-reset mail. */
export const passwordResetMail = async (
  to: string,
  firstName: string,
  link: string,
): Promise<MailMessage> => ({
  to,
  ...(await linkMail({
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
    reason: 'You get this mail because a password reset was asked for this address on Squadup.',
  })),
});

/** The address-verification mail (sign-up and "Resend"). */
export const emailVerificationMail = async (
  to: string,
  firstName: string,
  link: string,
): Promise<MailMessage> => ({
  to,
  ...(await linkMail({
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
    reason: 'You get this mail because this address was used for a Squadup account.',
  })),
});

/**
 * After a password change or reset: the account's owner hears of it, and, if it was not them,
 * where to take the account back (a reset by mail: every session has already been ended).
 */
export const passwordChangedMail = async (
  to: string,
  firstName: string,
  link: string,
): Promise<MailMessage> => ({
  to,
  ...(await linkMail({
    firstName,
    subject: 'Your Squadup password was changed',
    intro: [
      'The password of your Squadup account was just changed, and every other device was signed out.',
      'If it was you, there is nothing to do. If it was not, choose a new password now through this link:',
    ],
    button: 'Secure your account',
    link,
    outro:
      'The link asks for this address and mails you a reset link; only someone who reads this mailbox can use it.',
    reason: "You get this mail because your Squadup account's password was changed.",
  })),
});
