/**
 * Hands `file` to the browser as a download named `name` (the teams CSV, the member's data
 * archive): a link to an object URL, clicked once, then let go.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the next task may let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
