import { z } from 'zod';
import { REPORT_LIMITS, REPORT_REASONS } from '../limits.js';
import { optionalMultilineText } from './common.js';

/** What was reported: the GraphQL ReportSubjectType. */
export const REPORT_SUBJECT_TYPES = ['post', 'user', 'message'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

/** reportContent's input (the report form and the server alike): details are optional. */
export const reportSchema = z.object({
  subject_type: z.enum(REPORT_SUBJECT_TYPES, { message: 'Choose what you are reporting.' }),
  subject_id: z.string().trim().min(1, 'Say what you are reporting.'),
  reason: z.enum(REPORT_REASONS, { message: 'Choose a reason.' }),
  details: optionalMultilineText('Details', REPORT_LIMITS.detailsMax),
});
export type ReportValues = z.infer<typeof reportSchema>;
