import { describe, expect, it } from 'vitest';
import {
  dateRange,
  deadlineLabel,
  deadlinePassed,
  endOfLocalDay,
  hoursLabel,
  localDay,
  takingApplications,
} from './post-dates';

describe("a post's dates", () => {
  it('says the dates a project runs compactly', () => {
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

  it('says a near deadline as days left while applications are open', () => {
    const now = new Date(2031, 2, 1, 9, 0);
    const at = (d: number, h = 23) => new Date(2031, 2, d, h, 59).toISOString();
    expect(deadlineLabel(at(1), { open: true, now })?.text).toBe('Closes today');
    expect(deadlineLabel(at(2), { open: true, now })?.text).toBe('Closes tomorrow');
    expect(deadlineLabel(at(4), { open: true, now })).toEqual({
      text: 'Closes in 3 days',
      soon: true,
      passed: false,
    });
    expect(deadlineLabel(at(5), { open: true, now })?.text).toBe('Apply by Mar 5');
    // A closed post is not closing: its deadline is only a date.
    expect(deadlineLabel(at(2), { open: false, now })?.text).toBe('Apply by Mar 2');
    expect(deadlineLabel(at(1, 8), { open: false, now })).toEqual({
      text: 'Closed Mar 1',
      soon: false,
      passed: true,
    });
    expect(deadlineLabel(new Date(2032, 0, 9).toISOString(), { open: true, now })?.text).toBe(
      'Apply by Jan 9, 2032',
    );
    expect(deadlineLabel(null, { open: true, now })).toBeNull();
  });

  it('counts the hours a week', () => {
    expect(hoursLabel(12)).toBe('12 h/week');
    expect(hoursLabel(null)).toBeNull();
  });

  it('takes applications while the server said so and the deadline has not come since', () => {
    const now = new Date(2031, 2, 1, 12, 0);
    const post = { status: 'open', apply_by: new Date(2031, 2, 1, 11).toISOString() };
    expect(takingApplications({ ...post, accepting_applications: true }, now)).toBe(false);
    expect(deadlinePassed({ ...post, accepting_applications: true }, now)).toBe(true);
    expect(deadlinePassed({ ...post, status: 'closed', accepting_applications: false }, now)).toBe(
      false,
    );
    expect(
      takingApplications({ status: 'open', apply_by: null, accepting_applications: true }, now),
    ).toBe(true);
  });
});
