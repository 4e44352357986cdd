import { PAGE_LIMIT_MAX, PAGE_SIZE } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { paginate } from './paging.js';

describe('paginate', () => {
  it('computes the offset of a 1-based page', () => {
    expect(paginate(3, 4, PAGE_SIZE.projects)).toEqual({ page: 3, limit: 4, offset: 8 });
  });

  it('falls back to page 1 and the default limit', () => {
    expect(paginate(undefined, null, PAGE_SIZE.messages)).toEqual({
      page: 1,
      limit: 10,
      offset: 0,
    });
  });

  it('clamps page to at least 1 and limit to 1..PAGE_LIMIT_MAX', () => {
    expect(paginate(0, 0, 4)).toEqual({ page: 1, limit: 1, offset: 0 });
    expect(paginate(-5, -1, 4).page).toBe(1);
    expect(paginate(2, 1000, 4)).toEqual({
      page: 2,
      limit: PAGE_LIMIT_MAX,
      offset: PAGE_LIMIT_MAX,
    });
  });

  it('ignores fractions and non-finite numbers', () => {
    expect(paginate(2.7, 4.9, 4)).toEqual({ page: 2, limit: 4, offset: 4 });
    expect(paginate(Number.NaN, Number.POSITIVE_INFINITY, 4)).toEqual({
      page: 1,
      limit: 4,
      offset: 0,
    });
  });
});
