import { describe, expect, it } from 'vitest';
import { calendarDate, dateRange } from './calendar-dates.js';

describe('calendar days as text', () => {
  it('says the dates something runs compactly', () => {
    expect(dateRange('2031-03-06', '2031-03-08')).toBe('Mar 6 – 8, 2031');
    expect(dateRange('2031-03-30', '2031-04-02')).toBe('Mar 30 – Apr 2, 2031');
    expect(dateRange('2031-12-30', '2032-01-02')).toBe('Dec 30, 2031 – Jan 2, 2032');
    expect(dateRange('2031-03-06', '2031-03-06')).toBe('Mar 6, 2031');
    expect(dateRange('2031-03-06', null)).toBe('From Mar 6, 2031');
    expect(dateRange(null, '2031-03-08')).toBe('Until Mar 8, 2031');
    expect(dateRange(null, null)).toBeNull();
    expect(dateRange('2031-02-30', null)).toBeNull();
  });

  it('says one day', () => {
    expect(calendarDate('2031-03-06')).toBe('Mar 6, 2031');
    expect(calendarDate('2031-02-30')).toBe('');
    expect(calendarDate(null)).toBe('');
  });
});
