import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../limits.js';
import {
  AUTH_MESSAGES,
  loginSchema,
  resetParamsSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  signupSchema,
  utf8Length,
} from './auth.js';
import { chars, messagesOf } from './test-helpers.js';

describe('loginSchema', () => {
  it('uses the spec messages', () => {
    expect(messagesOf(loginSchema, { email: '', password: 'x' })).toEqual([
      'Please enter a valid email.',
    ]);
    expect(messagesOf(loginSchema, { email: 'ada', password: 'x' })).toEqual([
      'Please enter a valid email.',
    ]);
    expect(messagesOf(loginSchema, { email: 'a@b.io', password: '' })).toEqual([
      'Password cannot be empty.',
    ]);
  });

  it('normalises the e-mail and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Ada@Example.COM ', password: ' pw ' })).toEqual({
      email: 'ada@example.com',
      password: ' pw ',
    });
  });

  it('does not apply new-password rules to login', () => {
    expect(loginSchema.safeParse({ email: 'a@b.io', password: 'short' }).success).toBe(true);
  });
});

describe('signupSchema / signupFormSchema', () => {
  const form = {
    first_name: 'Ada',
    last_name: '',
    email: 'ada@example.com',
    password: 'correct horse',
    confirm_password: 'correct horse',
  };

  it('accepts a valid form; last name is not checked', () => {
    expect(signupFormSchema.safeParse(form).success).toBe(true);
    expect(signupSchema.parse({ ...form, last_name: undefined }).last_name).toBeNull();
  });

  it.each(['first_name', 'email', 'password'])(
    'a blank %s gives "All fields are required"',
    (field) => {
      const value =
        field === 'password'
          ? { ...form, password: '', confirm_password: '' }
          : { ...form, [field]: ' ' };
      expect(messagesOf(signupFormSchema, value)).toEqual([AUTH_MESSAGES.allFieldsRequired]);
      expect(AUTH_MESSAGES.allFieldsRequired).toBe('All fields are required');
    },
  );

  it('passwords must match', () => {
    expect(messagesOf(signupFormSchema, { ...form, confirm_password: 'other' })).toEqual([
      'Passwords do not match',
    ]);
  });

  it(`password: ${PASSWORD.minLength} characters pass, one fewer fails`, () => {
    const pw = (p: string) => ({ ...form, password: p, confirm_password: p });
    expect(signupFormSchema.safeParse(pw(chars(PASSWORD.minLength))).success).toBe(true);
    expect(messagesOf(signupFormSchema, pw(chars(PASSWORD.minLength - 1)))).toEqual([
      `Password must be at least ${PASSWORD.minLength} characters.`,
    ]);
  });

  it(`password: at most ${PASSWORD.maxBytes} UTF-8 bytes`, () => {
    const pw = (p: string) => ({ ...form, password: p, confirm_password: p });
    expect(signupFormSchema.safeParse(pw(chars(PASSWORD.maxBytes))).success).toBe(true);
    expect(messagesOf(signupFormSchema, pw(chars(PASSWORD.maxBytes + 1)))).toEqual([
      AUTH_MESSAGES.passwordTooLong,
    ]);
    // 37 two-byte characters: 37 characters but 74 bytes.
    const accented = chars(PASSWORD.maxBytes / 2 + 1, 'é');
    expect(utf8Length(accented)).toBe(PASSWORD.maxBytes + 2);
    expect(signupFormSchema.safeParse(pw(accented)).success).toBe(false);
  });

  it('refuses a malformed e-mail with the e-mail message', () => {
    expect(messagesOf(signupSchema, { ...form, email: 'ada@' })).toEqual([
      'Please enter a valid email.',
    ]);
  });
});

describe('reset password', () => {
  it('passwords must match and follow the rules', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirm_password: 'abcdefgh' })
        .success,
    ).toBe(true);
    expect(
      messagesOf(resetPasswordFormSchema, { password: 'abcdefgh', confirm_password: 'abcdefgX' }),
    ).toEqual(['Passwords do not match']);
    expect(
      messagesOf(resetPasswordFormSchema, { password: 'short', confirm_password: 'short' }),
    ).toEqual([AUTH_MESSAGES.passwordTooShort]);
  });

  it('needs the id and token from the link', () => {
    expect(resetParamsSchema.safeParse({ id: 'u1', token: 't' }).success).toBe(true);
    expect(messagesOf(resetParamsSchema, { id: '', token: 't' })).toEqual([
      'Missing token or user ID',
    ]);
    expect(messagesOf(resetParamsSchema, { id: 'u1' })).toEqual(['Missing token or user ID']);
  });
});
