import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_ROUTES, NOTIFICATION_KINDS, type NotificationKind } from '@squadup/shared';
import type { Config } from '../../config.js';
import { isUuid } from '../../lib/ids.js';
import { deriveKey } from '../../lib/derive-key.js';

// The signed one-click unsubscribe link (RFC 8058) every notification mail carries: no sign-in,
// so the link itself is the credential, good for one member and one kind (or all their mail).
// It does not expire: a mail read months later must still let its reader stop the next ones.

/** A kind; `digest` (every kind at the digest level: the digest's own link); or `all`. */
export type UnsubscribeScope = NotificationKind | 'digest' | 'all';

export interface UnsubscribeRequest {
  userId: string;
  scope: UnsubscribeScope;
}

const signature = (config: Pick<Config, 'jwtSecret'>, payload: string) =>
  createHmac('sha256', deriveKey(config.jwtSecret, 'mail-unsubscribe'))
    .update(payload)
    .digest('base64url');

export function unsubscribeToken(
  config: Pick<Config, 'jwtSecret'>,
  { userId, scope }: UnsubscribeRequest,
): string {
  const payload = `${userId}.${scope}`;
  return `${payload}.${signature(config, payload)}`;
}

export const unsubscribeUrl = (
  config: Pick<Config, 'jwtSecret' | 'webUrl'>,
  request: UnsubscribeRequest,
) =>
  `${config.webUrl}${MAIL_ROUTES.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(config, request))}`;

const isScope = (value: string): value is UnsubscribeScope =>
  value === 'all' ||
  value === 'digest' ||
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The request a token stands for; undefined when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  config: Pick<Config, 'jwtSecret'>,
  token: unknown,
): UnsubscribeRequest | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [userId, scope, given, ...rest] = token.split('.');
  if (!userId || !scope || !given || rest.length > 0) return undefined;
  if (!isUuid(userId) || !isScope(scope)) return undefined;
  const expected = Buffer.from(signature(config, `${userId}.${scope}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, scope };
}
