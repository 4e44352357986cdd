// Login, signup, forgot and reset password. Messages the spec gives are exact; `AUTH_MESSAGES`
// exports them so UI tests can assert on the same strings.
import { z } from 'zod';
import { PASSWORD, TEXT_LIMITS } from '../limits.js';
import { optionalText, safeString } from './common.js';

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email.',
  emptyPassword: 'Password cannot be empty.',
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  missingResetParams: 'Missing token or user ID',
  passwordTooShort: `Password must be at least ${PASSWORD.minLength} characters.`,
  currentPasswordRequired: 'Enter your current password.',
  passwordTooLong: `Password must be at most ${PASSWORD.maxBytes} bytes (fewer characters if it uses accents or emoji).`,
} as const;

/** UTF-8 length: bcrypt reads at most 72 bytes, and "é" or an emoji takes 2 to 4. */
export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** Trimmed and lower-cased (addresses are unique case-insensitively); bad format uses `message`. */
export function emailSchema(emptyMessage: string = AUTH_MESSAGES.invalidEmail) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(TEXT_LIMITS.emailMax, AUTH_MESSAGES.invalidEmail)
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
    .transform((email) => email.toLowerCase());
}

/**
 * A new password (signup, reset). Not trimmed: spaces are legitimate password characters.
 * `emptyMessage` lets signup keep its "All fields are required" for a blank field.
 */
export function newPasswordSchema(emptyMessage: string = AUTH_MESSAGES.emptyPassword) {
  return z
    .string({ error: emptyMessage })
    .min(1, { error: emptyMessage, abort: true }) // blank: one message, not also "too short"
    .min(PASSWORD.minLength, AUTH_MESSAGES.passwordTooShort)
    .refine((p) => utf8Length(p) <= PASSWORD.maxBytes, AUTH_MESSAGES.passwordTooLong);
}

/** Login checks presence only: existing passwords predate any rule change. */
export const loginSchema = z.object({
  email: emailSchema(),
  password: z.string({ error: AUTH_MESSAGES.emptyPassword }).min(1, AUTH_MESSAGES.emptyPassword),
});
export type LoginValues = z.output<typeof loginSchema>;

/** POST /v1/auth/signup body. Last name is not checked (spec), only trimmed. */
export const signupSchema = z.object({
  first_name: safeString('First name', AUTH_MESSAGES.allFieldsRequired)
    .trim()
    .min(1, AUTH_MESSAGES.allFieldsRequired)
    .max(TEXT_LIMITS.shortMax, `First name must be at most ${TEXT_LIMITS.shortMax} characters.`),
  last_name: optionalText('Last name'),
  email: emailSchema(AUTH_MESSAGES.allFieldsRequired),
  password: newPasswordSchema(AUTH_MESSAGES.allFieldsRequired),
});
export type SignupValues = z.output<typeof signupSchema>;

const passwordsMatch = { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] };

/** The signup form: the body plus a confirmation that must match. */
export const signupFormSchema = signupSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, passwordsMatch);
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema() });

/** POST /v1/auth/reset-password/{id}/{token} body. */
export const resetPasswordSchema = z.object({ password: newPasswordSchema() });

/** The reset form: new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema(), confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, passwordsMatch);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** The reset route's {id} and {token}. */
export const resetParamsSchema = z.object({
  id: z
    .string({ error: AUTH_MESSAGES.missingResetParams })
    .trim()
    .min(1, AUTH_MESSAGES.missingResetParams),
  token: z
    .string({ error: AUTH_MESSAGES.missingResetParams })
    .trim()
    .min(1, AUTH_MESSAGES.missingResetParams),
});

/** POST /v1/auth/change-password body: the current password proves it is the member. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired),
  newPassword: newPasswordSchema(),
});

/** The settings page's form: the new password twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.newPassword === v.confirm_password, passwordsMatch);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
