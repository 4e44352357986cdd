import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDay } from './calendar-dates';

describe('calendar days in the viewer’s time zone', () => {
  it('reads a deadline day in local time and back', () => {
    const end = endOfLocalDay('2031-03-01')!;
    expect(new Date(end)).toEqual(new Date(2031, 2, 1, 23, 59, 59, 999));
    expect(localDay(end)).toBe('2031-03-01');
    expect(endOfLocalDay('2031-13-01')).toBeNull();
    expect(localDay(null)).toBe('');
  });
});
