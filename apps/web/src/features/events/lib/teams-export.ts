// The organiser's export of the teams: the API's CSV text, handed to the browser as a file named
// after the event.

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
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = teamsCsvFileName(eventName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the next task may let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
