import { describe, expect, it } from 'vitest';
import {
  isSeatFilled,
  openSeatsText,
  seatCountText,
  seatsFilledText,
  spotsFilledText,
} from './seats.js';

describe('seat texts', () => {
  it('counts a role and the whole squad', () => {
    expect(seatCountText(2, 2)).toBe('2 of 2');
    expect(seatsFilledText(1, 2)).toBe('1 of 2 filled');
    expect(spotsFilledText(3, 5)).toBe('3 of 5 spots filled');
    expect(spotsFilledText(0, 1)).toBe('0 of 1 spot filled');
  });

  it('names the open seats of a role, or says it is filled', () => {
    expect(openSeatsText({ role: 'Designer', total: 2, filled: 1 })).toBe('Designer · 1 open seat');
    expect(openSeatsText({ role: 'Backend', total: 3, filled: 0 })).toBe('Backend · 3 open seats');
    expect(openSeatsText({ role: 'Frontend', total: 2, filled: 2 })).toBe('Frontend · Filled');
    expect(openSeatsText({ role: null, total: 2, filled: 0 })).toBe('Any role · 2 open seats');
    // A seat over-filled (the owner lowered it) is filled, never "-1 open".
    expect(openSeatsText({ role: 'QA', total: 1, filled: 2 })).toBe('QA · Filled');
  });

  it('knows a filled row', () => {
    expect(isSeatFilled({ total: 2, filled: 2 })).toBe(true);
    expect(isSeatFilled({ total: 2, filled: 1 })).toBe(false);
  });
});
