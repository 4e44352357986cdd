import { PAGE_LIMIT_MAX } from '@squadup/shared';

/** What a client may send to page a list (both optional, any number: normalised by pageOf). */
export interface PageArgs {
  page?: number | null;
  limit?: number | null;
}

/** A normalised page: 1-based `page`, `limit` in 1..PAGE_LIMIT_MAX, and the row `offset`. */
export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** Default page size of the lists the spec leaves unpaged (saved posts, My Posts, applications). */
export const LONG_LIST_LIMIT = 20;

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

/** The page a list's arguments ask for, `defaultLimit` rows when they name no limit. */
export const pageOf = (args: PageArgs, defaultLimit: number): Page =>
  paginate(args.page, args.limit, defaultLimit);
