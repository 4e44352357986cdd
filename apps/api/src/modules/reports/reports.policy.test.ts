import { describe, expect, it } from 'vitest';
import { isOwnSubject } from './reports.policy.js';

describe('isOwnSubject', () => {
  it('is true only for the viewer’s own post, profile or message', () => {
    expect(isOwnSubject({ id: 'a' }, 'a')).toBe(true);
    expect(isOwnSubject({ id: 'a' }, 'b')).toBe(false);
  });
});
