import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../limits.js';
import { reportSchema } from './report.js';
import { chars, messagesOf } from './test-helpers.js';

const valid = { subject_type: 'post', subject_id: 'abc', reason: 'spam' };

describe('reportSchema', () => {
  it('needs a subject and a reason; details are optional, trimmed, blank → null', () => {
    expect(reportSchema.parse(valid)).toEqual({ ...valid, details: null });
    expect(reportSchema.parse({ ...valid, details: '  fake job  ' }).details).toBe('fake job');
    expect(reportSchema.parse({ ...valid, details: '   ' }).details).toBeNull();
  });

  it(`caps details at ${REPORT_LIMITS.detailsMax} characters`, () => {
    expect(reportSchema.parse({ ...valid, details: chars(REPORT_LIMITS.detailsMax) }).details).toBe(
      chars(REPORT_LIMITS.detailsMax),
    );
    expect(
      messagesOf(reportSchema, { ...valid, details: chars(REPORT_LIMITS.detailsMax + 1) }),
    ).toEqual([`Details must be at most ${REPORT_LIMITS.detailsMax} characters.`]);
  });

  it('refuses an unknown subject type or reason', () => {
    expect(messagesOf(reportSchema, { ...valid, subject_type: 'chat' })).toEqual([
      'Choose what you are reporting.',
    ]);
    expect(messagesOf(reportSchema, { ...valid, reason: 'boring' })).toEqual(['Choose a reason.']);
  });
});
