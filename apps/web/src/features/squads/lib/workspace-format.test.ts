import { describe, expect, it } from 'vitest';
import { fromLocalInput, meetingText, squadFileName, toLocalInput } from './workspace-format';

describe('workspace format', () => {
  it('names the meeting in the reader’s zone, the year only when it is another', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    expect(meetingText('2027-03-06T17:30:00Z', 'Europe/Berlin', now)).toBe(
      'Sat 6 Mar, 18:30 (Europe/Berlin)',
    );
    expect(meetingText('2027-03-06T17:30:00Z', 'America/New_York', now)).toBe(
      'Sat 6 Mar, 12:30 (America/New_York)',
    );
    expect(meetingText('2028-01-04T08:05:00Z', 'UTC', now)).toBe('Tue 4 Jan 2028, 08:05 (UTC)');
    expect(meetingText('not a date', 'UTC', now)).toBe('');
  });

  it('reads and writes a datetime-local value in the reader’s zone', () => {
    const iso = fromLocalInput('2027-03-06T18:30')!;
    expect(new Date(iso).getHours()).toBe(18);
    expect(toLocalInput(iso)).toBe('2027-03-06T18:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('names a shared file within the squad’s limit', () => {
    expect(squadFileName(`${'a'.repeat(130)}.pdf`)).toHaveLength(120);
  });
});
