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

/** A timestamp as the API answers it. */
export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** `iso`, keeping null (a timestamp that has not happened yet). */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);
