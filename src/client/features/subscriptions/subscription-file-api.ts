import type {
  SubscriptionImportPreview,
  SubscriptionImportReport,
} from '@shared/contracts/subscription-import';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';
import {
  SubscriptionImportPreviewCheck,
  SubscriptionImportReportCheck,
} from '@client/lib/contracts/subscription-import-checks';

/** Used when the answer names no file (a proxy that dropped the header). */
export const OPML_FILE_FALLBACK = 'vidshelf-subscriptions.opml';

/**
 * The file name a Content-Disposition header gives (`attachment; filename="…"`), which the server
 * dates; the fallback when there is none. Only a plain name is taken: no path, nothing empty.
 */
export function attachmentName(contentDisposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1]?.trim() ?? '';
  return name === '' || /[\\/]/.test(name) ? OPML_FILE_FALLBACK : name;
}

/**
 * Subscriptions moved in and out as a file (docs/product/subscriptions.md#move-in-and-out). The
 * file is sent as it is, twice: for the preview, then for the import (the server keeps nothing
 * between them). A File can be sent again, which the token refresh's one repeat needs.
 */
export function createSubscriptionFileApi(fetchWithAuth: AuthorizedFetch) {
  const { send, json } = checkedApi(fetchWithAuth);
  const asFile = (file: File): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });

  return {
    /** What the file holds, against what is followed; nothing is followed yet. */
    preview: (file: File): Promise<SubscriptionImportPreview> =>
      json(SubscriptionImportPreviewCheck, '/api/subscriptions/import/preview', asFile(file)),

    /** Follows the file's new channels and feeds; null collection: "Inbox". */
    importFile: (file: File, collectionId: string | null): Promise<SubscriptionImportReport> => {
      const query =
        collectionId === null ? '' : `?collectionId=${encodeURIComponent(collectionId)}`;
      return json(SubscriptionImportReportCheck, `/api/subscriptions/import${query}`, asFile(file));
    },

    /** The subscriptions as OPML, as the server writes it, and the (dated) name it gives. */
    exportOpml: async (): Promise<{ file: Blob; fileName: string }> => {
      const response = await send('/api/subscriptions/export.opml');
      return {
        file: await response.blob(),
        fileName: attachmentName(response.headers.get('Content-Disposition')),
      };
    },
  };
}

export type SubscriptionFileApi = ReturnType<typeof createSubscriptionFileApi>;
