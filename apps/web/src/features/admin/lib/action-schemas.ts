import { z } from 'zod';
import { ADMIN_LIMITS, requiredText } from '@squadup/shared';

/** Every operator action carries a reason (the audit log's "why"; the author sees it on hidden content). */
export const reasonSchema = z.object({
  reason: requiredText('Reason', ADMIN_LIMITS.reasonMax),
});
export type ReasonValues = z.infer<typeof reasonSchema>;

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
    reason: requiredText('Reason', ADMIN_LIMITS.reasonMax),
  })
  .transform((values, ctx) => {
    if (values.choice === 'forever') return { days: null, reason: values.reason };
    const text = values.choice === 'other' ? values.days.trim() : values.choice;
    const days = Number(text);
    if (!text || !Number.isInteger(days) || days < 1 || days > ADMIN_LIMITS.suspensionDaysMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: `Days must be a whole number from 1 to ${ADMIN_LIMITS.suspensionDaysMax}.`,
      });
      return z.NEVER;
    }
    return { days, reason: values.reason };
  });
export type SuspendFormValues = z.input<typeof suspendSchema>;
export type SuspendValues = z.output<typeof suspendSchema>;

/** "for 1 day", "for 30 days", "for good". */
export function suspensionLength(days: number | null): string {
  if (days === null) return 'for good';
  return days === 1 ? 'for 1 day' : `for ${days} days`;
}
