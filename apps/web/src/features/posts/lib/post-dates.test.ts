import { describe, expect, it } from 'vitest';
import { deadlineLabel, deadlinePassed, hoursLabel, takingApplications } from './post-dates';

describe("a post's dates", () => {
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
