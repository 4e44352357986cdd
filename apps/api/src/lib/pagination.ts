import { PAGE_LIMIT_MAX } from '@squadup/shared';

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

const toInt = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;

/**
 * Normalises client paging: page starts at 1, limit is 1..PAGE_LIMIT_MAX (50), and a missing or
 * nonsensical value falls back rather than failing, since the client only infers "more pages"
 * from a full page.
 */
export function paginate(
  page: number | null | undefined,
  limit: number | null | undefined,
  defaultLimit: number,
): Page {
  const safePage = Math.max(1, toInt(page) ?? 1);
  const requested = toInt(limit) ?? defaultLimit;
  const safeLimit = Math.min(PAGE_LIMIT_MAX, Math.max(1, requested));
  return { page: safePage, limit: safeLimit, offset: (safePage - 1) * safeLimit };
}
