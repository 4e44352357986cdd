// LIKE / ILIKE patterns from member input: the pattern characters a member types (% and _, and
// the escape character itself) match only themselves.

/** `text` with LIKE's special characters escaped (PostgreSQL's default escape is a backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern of "contains `text`" (case depends on LIKE or ILIKE in the query). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
