/** Facts both legal documents state; one place so they never disagree. */
export const LEGAL_LAST_UPDATED = '2026-11-22';
export const PRIVACY_EMAIL = 'privacy@squadup.dev';
export const LEGAL_EMAIL = 'legal@squadup.dev';
export const MINIMUM_AGE = 13;
