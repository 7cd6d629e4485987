import type { EXPORT_MESSAGES } from '@shared/export-file';
import { exportFileName } from '@shared/export-file';

export type ExportOutcome = keyof typeof EXPORT_MESSAGES;

export interface ExportDependencies {
  /** The signed-in user's authorized fetch; null when nobody is signed in. */
  fetchWithAuth: ((input: string) => Promise<Response>) | null;
  save: (file: Blob, fileName: string) => void;
  now: () => Date;
}

/**
 * Downloads the export (SPEC §3 "Export file"). The server builds the file from the database
 * and its bytes are saved as they came; the name carries the user's local date (SPEC §9). A
 * 401 after the token refresh means the session is gone: that is the signed-out message.
 */
export async function exportLinks({
  fetchWithAuth,
  save,
  now,
}: ExportDependencies): Promise<ExportOutcome> {
  if (!fetchWithAuth) return 'signedOut';
  try {
    const response = await fetchWithAuth('/api/export');
    if (response.status === 401) return 'signedOut';
    if (!response.ok) throw new Error(`The export answered HTTP ${response.status}.`);
    save(await response.blob(), exportFileName(now()));
    return 'success';
  } catch (error) {
    console.error('Exporting the links failed:', error);
    return 'failed';
  }
}
