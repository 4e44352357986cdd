// Timestamps leave the API as ISO-8601 strings. PGlite and node-postgres answer timestamptz as
// Date, but raw SQL (db.execute) can answer strings, so both are accepted.

/** A row as raw SQL (db.execute) may answer it: its timestamps as Date or string. */
export type RawTimestamps<Row> = {
  [Column in keyof Row]: Row[Column] extends Date
    ? Date | string
    : Row[Column] extends Date | null
      ? Date | string | null
      : Row[Column];
};

// How PostgreSQL writes a timestamptz in UTC (its ISO DateStyle): "2026-12-03 23:28:35.123456+00".
const POSTGRES_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the API answers it. PostgreSQL's own UTC text is rewritten as the string
 * Date#toISOString gives for it (milliseconds, the rest cut off, as Date parses it), without
 * parsing it: lists write dozens per request. Any other form goes through Date.
 */
export const iso = (value: Date | string): string => {
  if (value instanceof Date) return value.toISOString();
  const utc = POSTGRES_UTC.exec(value);
  if (!utc) return new Date(value).toISOString();
  const millis = utc[3] === undefined ? '000' : `${utc[3]}00`.slice(0, 3);
  return `${utc[1]}T${utc[2]}.${millis}Z`;
};

/** `iso`, keeping null (a timestamp that has not happened yet). */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);
