import { ACCOUNT_ROUTES } from '@squadup/shared';
import { request } from '@/lib/http';
import { saveFile } from '@/lib/save-file';

/** The file the browser saves: squadup-data-<day>.json, the day the server made the archive. */
function fileName(archive: unknown): string {
  const at = (archive as { exported_at?: unknown } | null)?.exported_at;
  const day = typeof at === 'string' ? at.slice(0, 10) : new Date().toISOString().slice(0, 10);
  return `squadup-data-${day}.json`;
}

/**
 * Asks the server for the member's archive (everything Squadup holds of them) and has the browser
 * save it as a JSON file. Throws the server's refusal (HttpError) as it comes.
 */
export async function downloadMyData(): Promise<void> {
  const archive = await request<unknown>(ACCOUNT_ROUTES.dataExport);
  const blob = new Blob([`${JSON.stringify(archive, null, 2)}\n`], { type: 'application/json' });
  saveFile(blob, fileName(archive));
}
