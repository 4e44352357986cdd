import { describe, expect, it } from 'vitest';
import {
  coverageText,
  durationText,
  levelRangeText,
  momentText,
  roundSummaryText,
  timeZoneSpreadText,
  unplacedReasonText,
} from './event-texts';

describe('event texts', () => {
  it('says why the last round left a member alone, to them and to the organiser', () => {
    expect(unplacedReasonText('role_not_needed')).toBe(
      'None of your roles is one this event needs',
    );
    expect(unplacedReasonText('time_zone_far')).toBe(
      'Nobody registered within the time-zone window of yours yet',
    );
    expect(unplacedReasonText('kept_apart')).toBe(
      'The teams near you include someone you are kept apart from',
    );
    expect(unplacedReasonText('teams_full')).toBe('The teams near your time zone are full');
    expect(unplacedReasonText('too_few_registrants')).toBe('Too few people have registered yet');
    expect(unplacedReasonText(null)).toBeNull();
    expect(unplacedReasonText(undefined)).toBeNull();
    expect(unplacedReasonText('role_not_needed', 'organiser')).toBe(
      'None of their roles is one the event needs',
    );
  });

  it('says what a team covers and lacks', () => {
    expect(coverageText(['Frontend', 'Backend'], ['Design'])).toBe(
      'Covers Frontend, Backend; missing Design',
    );
    expect(coverageText(['Frontend'], [])).toBe('Covers Frontend');
    expect(coverageText([], ['Design', 'Backend'])).toBe('Missing Design, Backend');
    expect(coverageText([], [])).toBeNull();
  });

  it("says a team's time zones and levels", () => {
    expect(timeZoneSpreadText(2, 180)).toBe('2 time zones within 3 hours');
    expect(timeZoneSpreadText(3, 90)).toBe('3 time zones within 1 hour 30 minutes');
    expect(timeZoneSpreadText(2, 45)).toBe('2 time zones within 45 minutes');
    expect(timeZoneSpreadText(1, 0)).toBe('One time zone');
    expect(durationText(60)).toBe('1 hour');
    expect(durationText(121)).toBe('2 hours 1 minute');
    expect(levelRangeText('beginner', 'advanced')).toBe('Beginner to Advanced');
    expect(levelRangeText('expert', 'expert')).toBe('Expert');
  });

  it('sums up a round', () => {
    expect(roundSummaryText({ teams: 12, proposed: 41, unplaced: 3 })).toBe(
      'Proposed 12 teams (41 members); 3 left alone',
    );
    expect(roundSummaryText({ teams: 1, proposed: 1, unplaced: 0 })).toBe(
      'Proposed 1 team (1 member); nobody left alone',
    );
    expect(roundSummaryText({ teams: 0, proposed: 0, unplaced: 2 })).toBe(
      'No teams proposed; 2 left alone',
    );
  });

  it('reads a moment with its time zone, and nothing for a bad one', () => {
    const text = momentText(new Date(2031, 2, 1, 23, 59).toISOString());
    expect(text).toMatch(/^Mar 1, 2031, 11:59\sPM \S+/);
    expect(momentText('not a date')).toBe('');
  });
});
