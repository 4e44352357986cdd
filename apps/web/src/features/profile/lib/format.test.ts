import { describe, expect, it } from 'vitest';
import { dateRange, formatDate, joinedYear, toDateInput } from './format';

describe('profile formatting', () => {
  it('formats calendar dates in en-US short form without shifting the day', () => {
    expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
    expect(formatDate('2024-01-05T00:00:00.000Z')).toBe('Jan 5, 2024');
    expect(formatDate('nope')).toBe('');
  });

  it("says 'Present' for a current item", () => {
    expect(dateRange('2024-01-05', null, true)).toBe('Jan 5, 2024 – Present');
    expect(dateRange('2024-01-05', '2025-06-01', false)).toBe('Jan 5, 2024 – Jun 1, 2025');
    expect(dateRange(null, null, false)).toBe('');
  });

  it('reads the join year', () => {
    expect(joinedYear('2023-04-01T10:00:00.000Z')).toBe(2023);
    expect(toDateInput('2024-01-05T00:00:00.000Z')).toBe('2024-01-05');
  });
});
