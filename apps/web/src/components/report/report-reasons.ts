import type { REPORT_REASONS } from '@squadup/shared';

export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report dialog says for each reason, in REPORT_REASONS' order. */
export const REPORT_REASON_LABELS: Record<ReportReason, { label: string; hint: string }> = {
  spam: { label: 'Spam', hint: 'Advertising, repeated or unrelated content.' },
  harassment: { label: 'Harassment', hint: 'Bullying, threats or targeting someone.' },
  inappropriate: { label: 'Inappropriate', hint: 'Offensive, explicit or hateful content.' },
  scam: { label: 'Scam', hint: 'Fraud, phishing or asking for money or passwords.' },
  other: { label: 'Something else', hint: 'Tell us what is wrong in the details.' },
};
