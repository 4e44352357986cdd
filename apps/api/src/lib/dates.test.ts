import { describe, expect, it } from 'vitest';
import { iso, isoOrNull } from './dates.js';

const throughDate = (value: string) => new Date(value).toISOString();

describe('iso', () => {
  it("writes PostgreSQL's UTC text exactly as Date would", () => {
    const samples = [
      '2026-12-03 23:28:35+00',
      '2026-12-03 23:28:35.1+00',
      '2026-12-03 23:28:35.12+00',
      '2026-12-03 23:28:35.123+00',
      '2026-12-03 23:28:35.1235+00',
      '2026-12-03 23:59:59.999999+00',
      '2024-02-29 00:00:00.000001+00',
      '1999-12-31 23:59:59.9995+00',
    ];
    // And a spread of instants as PostgreSQL prints them, microseconds included.
    for (let n = 0; n < 500; n += 1) {
      const millis = Date.UTC(2020, 0, 1) + n * 7_919_333_117;
      const micros = String((n * 7919) % 1000).padStart(3, '0');
      const text = new Date(millis).toISOString().replace('T', ' ').replace('Z', '');
      samples.push(`${text}${micros}+00`);
    }
    for (const sample of samples) expect(iso(sample), sample).toBe(throughDate(sample));
  });

  it('reads any other form through Date', () => {
    for (const sample of [
      '2026-12-03 23:28:35.123+05:30',
      '2026-12-03 23:28:35.12345+01',
      '2026-12-03T23:28:35.123Z',
    ])
      expect(iso(sample), sample).toBe(throughDate(sample));
    const instant = new Date('2026-12-03T23:28:35.123Z');
    expect(iso(instant)).toBe('2026-12-03T23:28:35.123Z');
    expect(isoOrNull(null)).toBeNull();
  });
});
