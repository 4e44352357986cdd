import { describe, expect, it } from 'vitest';
import { fullSeatFor } from './full-seat';

const seat = (role: string | null, total: number, filled: number) => ({ role, total, filled });

describe('fullSeatFor', () => {
  it('finds a seat when the role applied for has one, or any role has one for no role', () => {
    const seats = [seat('Backend', 2, 1), seat('Designer', 1, 1)];
    expect(fullSeatFor(seats, 'backend')).toBeNull();
    expect(fullSeatFor(seats, null)).toBeNull();
  });

  it('offers the free roles and one more seat of the full role', () => {
    const full = fullSeatFor([seat('Backend', 1, 1), seat('Designer', 2, 1)], 'Backend');
    expect(full).toEqual({
      role: 'Backend',
      total: 1,
      freeRoles: [{ role: 'Designer', free: 1 }],
      canAddSeat: true,
      addableRoles: [],
    });
  });

  it('offers a seat in each role that can grow to an applicant of no role', () => {
    const full = fullSeatFor([seat('Backend', 6, 6), seat('Designer', 1, 1)], null);
    expect(full).toMatchObject({ role: null, canAddSeat: false, addableRoles: ['Designer'] });
  });

  it('offers no seat past the squad’s spots', () => {
    const full = fullSeatFor([seat(null, 12, 12)], null);
    expect(full).toMatchObject({ role: null, canAddSeat: false, addableRoles: [] });
  });
});
