import type { Import, ImportOutcome, ImportReportPage } from '@shared/contracts/import';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';
import {
  CurrentImportCheck,
  ImportCheck,
  ImportReportPageCheck,
} from '@client/lib/contracts/import-checks';
import { reportFileName } from './report-file-name';

export interface ReportQuery {
  outcome: ImportOutcome | null;
  /** The last `seq` of the previous page; 0 for the first. */
  after: number;
  limit: number;
}

/**
 * The import endpoints (/api/imports). Every answer is checked against the shared contract (its
 * generated check); every failure is an AuthError carrying the server's code and message, which
 * for a refused file says why and what would have been taken.
 */
export function createImportApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);

  const segment = encodeURIComponent;

  return {
    /** The import under way, or the last finished, or null. */
    current: async (): Promise<Import | null> =>
      (await json(CurrentImportCheck, '/api/imports/current')).import,

    /**
     * Sends the file as it is (the server reads it as it arrives): a File can be sent again,
     * which the token refresh's one repeat needs.
     */
    upload: (file: File): Promise<Import> =>
      json(ImportCheck, `/api/imports?fileName=${segment(file.name)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      }),

    /** collectionId null keeps the file's collections. */
    start: (id: string, collectionId: string | null): Promise<Import> =>
      json(ImportCheck, `/api/imports/${segment(id)}/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collectionId }),
      }),

    /** Stops a running import where it stands. */
    cancel: (id: string): Promise<Import> =>
      json(ImportCheck, `/api/imports/${segment(id)}/cancel`, { method: 'POST' }),

    /** Forgets a waiting import, or a finished one's report. */
    discard: async (id: string): Promise<void> => {
      await send(`/api/imports/${segment(id)}`, { method: 'DELETE' });
    },

    report: (id: string, { outcome, after, limit }: ReportQuery): Promise<ImportReportPage> => {
      const query = new URLSearchParams({ after: String(after), limit: String(limit) });
      if (outcome) query.set('outcome', outcome);
      return json(ImportReportPageCheck, `/api/imports/${segment(id)}/items?${query}`);
    },

    /** The whole report as the server writes it, and the (dated) name it gives the file. */
    reportFile: async (id: string): Promise<{ file: Blob; fileName: string }> => {
      const response = await send(`/api/imports/${segment(id)}/report.csv`);
      return {
        file: await response.blob(),
        fileName: reportFileName(response.headers.get('Content-Disposition')),
      };
    },
  };
}

export type ImportApi = ReturnType<typeof createImportApi>;
