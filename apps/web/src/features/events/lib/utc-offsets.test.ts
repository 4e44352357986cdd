import { describe, expect, it } from 'vitest';
import { browserUtcOffset, formatUtcOffset, UTC_OFFSETS, utcOffsetChoices } from './utc-offsets';

/** A moment whose time zone is `minutesBehindUtc` as getTimezoneOffset reports it. */
const at = (minutesBehindUtc: number) =>
  Object.assign(new Date(), { getTimezoneOffset: () => minutesBehindUtc });

describe('UTC offsets', () => {
  it('reads an offset as UTC±hh:mm', () => {
    expect(formatUtcOffset(60)).toBe('UTC+01:00');
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(-300)).toBe('UTC-05:00');
    expect(formatUtcOffset(-570)).toBe('UTC-09:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(840)).toBe('UTC+14:00');
  });

  it("turns the browser's offset around: getTimezoneOffset counts UTC minus local time", () => {
    // Paris in winter: getTimezoneOffset() is -60, the offset is UTC+01:00.
    expect(browserUtcOffset(at(-60))).toBe(60);
    // New York in winter: 300 minutes behind is UTC-05:00.
    expect(browserUtcOffset(at(300))).toBe(-300);
    expect(browserUtcOffset(at(-330))).toBe(330);
    // UTC itself is 0, not -0 (which a select would not match).
    expect(Object.is(browserUtcOffset(at(0)), 0)).toBe(true);
    // An offset no place uses falls back to UTC rather than one the server refuses.
    expect(browserUtcOffset(at(-900))).toBe(0);
  });

  it('offers every offset in use, west to east, and a rarer current one too', () => {
    expect(UTC_OFFSETS[0]).toBe(-720);
    expect(UTC_OFFSETS.at(-1)).toBe(840);
    expect(UTC_OFFSETS).toEqual([...UTC_OFFSETS].sort((a, b) => a - b));
    expect(UTC_OFFSETS).toEqual(expect.arrayContaining([-210, 0, 330, 345, 525, 765]));
    expect(new Set(UTC_OFFSETS).size).toBe(UTC_OFFSETS.length);
    expect(utcOffsetChoices(60)).toBe(UTC_OFFSETS);
    const withOdd = utcOffsetChoices(20);
    expect(withOdd).toContain(20);
    expect(withOdd.indexOf(20)).toBe(withOdd.indexOf(0) + 1);
    expect(utcOffsetChoices(5000)).toBe(UTC_OFFSETS);
  });
});
