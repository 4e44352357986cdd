// The organiser's export of the teams: the API's CSV text, handed to the browser as a file named
// after the event.
import { saveFile } from '@/lib/save-file';

/** "hack-the-valley-2031-teams.csv": the event's name, safe as a file name on every system. */
export function teamsCsvFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}-teams.csv`;
}

/** Downloads `csv` as the event's teams file. */
export function saveTeamsCsv(csv: string, eventName: string): void {
  // Excel reads a CSV without a byte-order mark in the local code page, garbling names such as
  // "Zoë" or "Łukasz"; other spreadsheets ignore the mark.
  const file = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveFile(file, teamsCsvFileName(eventName));
}
