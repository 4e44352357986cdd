import { z } from 'zod';
import { moderationReasonSchema, suspensionDaysSchema } from '@squadup/shared';

/** Every operator action carries a reason (the audit log's "why"; the author sees it on hidden content). */
export const reasonSchema = z.object({ reason: moderationReasonSchema });

/** The suspension presets offered beside a free number of days. */
export const SUSPENSION_PRESETS = ['1', '7', '30'] as const;
export const SUSPENSION_CHOICES = [...SUSPENSION_PRESETS, 'other', 'forever'] as const;

/**
 * A suspension: a preset, another number of days (1 to ADMIN_LIMITS.suspensionDaysMax, kept as the
 * field's text) or for good, and a reason. The output is what suspendMember takes: `days` null for good.
 */
export const suspendSchema = z
  .object({
    choice: z.enum(SUSPENSION_CHOICES, { message: 'Choose how long.' }),
    days: z.string(),
    reason: moderationReasonSchema,
  })
  .transform((values, ctx) => {
    if (values.choice === 'forever') return { days: null, reason: values.reason };
    const text = values.choice === 'other' ? values.days.trim() : values.choice;
    // The API's own rule for the number (shared), on the field's text.
    const days = suspensionDaysSchema.safeParse(text === '' ? Number.NaN : Number(text));
    if (!days.success || days.data === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: days.success ? 'Enter a number of days.' : days.error.issues[0]!.message,
      });
      return z.NEVER;
    }
    return { days: days.data, reason: values.reason };
  });
export type SuspendValues = z.output<typeof suspendSchema>;

/** "for 1 day", "for 30 days", "for good". */
export function suspensionLength(days: number | null): string {
  if (days === null) return 'for good';
  return days === 1 ? 'for 1 day' : `for ${days} days`;
}
