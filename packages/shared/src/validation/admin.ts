import { z } from 'zod';
import { ADMIN_LIMITS } from '../limits.js';
import { requiredText } from './common.js';

// Moderation (docs/decisions/0034): what an operator sends with each action.

/** An operator's reason: required, trimmed, at most ADMIN_LIMITS.reasonMax characters. */
export const moderationReasonSchema = requiredText('Reason', ADMIN_LIMITS.reasonMax);

/** How long a suspension lasts: 1 to ADMIN_LIMITS.suspensionDaysMax days, or null for good. */
export const suspensionDaysSchema = z
  .number({ error: 'Days must be a whole number.' })
  .int('Days must be a whole number.')
  .min(1, 'A suspension lasts at least 1 day.')
  .max(
    ADMIN_LIMITS.suspensionDaysMax,
    `A suspension lasts at most ${ADMIN_LIMITS.suspensionDaysMax} days (or for good).`,
  )
  .nullish()
  .transform((days) => days ?? null);
