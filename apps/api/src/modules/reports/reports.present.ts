import type { ReportRow } from '../../db/schema/index.js';
import type { Report } from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import type { ReportListRow } from './reports.repo.js';

/** A report as the API answers it to its reporter. */
export const presentReport = (row: ReportRow): Report => ({
  _id: row.id,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  reason: row.reason as Report['reason'],
  details: row.details,
  created_at: iso(row.created_at),
});

/** Longest subject summary shown: enough to recognise a message, one line per report. */
const SUMMARY_MAX = 80;
const DEFAULT_LIST_LIMIT = 20;
export const LIST_LIMIT_MAX = 1000;

// Characters a terminal would act on or that reorder what follows: C0 controls and DEL, C1
// controls (U+0080-U+009F), and the bidi embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

/** Member text for the terminal: every unprintable character as a visible `\u{..}` escape. */
export const escapeForTerminal = (text: string): string =>
  text.replace(UNPRINTABLE, (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`);

/** White space runs become one space: one line. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** On one line, then escaped. */
const oneLine = (text: string) => escapeForTerminal(collapse(text));
const excerpt = (text: string) =>
  text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;

/** `--limit`: a whole number from 1 to LIST_LIMIT_MAX, or null when it is not one. */
export function parseListLimit(value: string | undefined): number | null {
  if (value === undefined) return DEFAULT_LIST_LIMIT;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= LIST_LIMIT_MAX ? limit : null;
}

/**
 * The operator's listing, newest first: a head line (when, reason, what) and the reporter, the
 * subject's summary and the details on their own lines. Member text is put on one line,
 * shortened, and its control and bidi characters shown as escapes, so a report can neither forge
 * lines of the listing nor drive the operator's terminal.
 */
export function formatReports(rows: readonly ReportListRow[]): string {
  if (rows.length === 0) return 'No reports.\n';
  return rows
    .map((row) => {
      const at = new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 16);
      const subject =
        row.subject_text === null
          ? '(deleted)'
          : // Shortened before escaping, so an escape is never cut in half.
            `"${escapeForTerminal(excerpt(collapse(row.subject_text)))}"`;
      const lines = [
        `${at} UTC  ${row.reason}  ${row.subject_type} ${row.subject_id}  ${row.status}`,
        `  reporter: ${escapeForTerminal(row.reporter_email)}`,
        `  ${row.subject_type}: ${subject}`,
      ];
      if (row.details) lines.push(`  details: ${oneLine(row.details)}`);
      return `${lines.join('\n')}\n`;
    })
    .join('\n');
}
