import { describe, expect, it } from 'vitest';
import { calendarDate, dateRange, endOfLocalDay, localDay } from './calendar-dates';

describe('calendar days', () => {
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

  it('reads a deadline day in local time and back', () => {
    const end = endOfLocalDay('2031-03-01')!;
    expect(new Date(end)).toEqual(new Date(2031, 2, 1, 23, 59, 59, 999));
    expect(localDay(end)).toBe('2031-03-01');
    expect(endOfLocalDay('2031-13-01')).toBeNull();
    expect(localDay(null)).toBe('');
  });

  it('says one day', () => {
    expect(calendarDate('2031-03-06')).toBe('Mar 6, 2031');
    expect(calendarDate('2031-02-30')).toBe('');
    expect(calendarDate(null)).toBe('');
  });
});
