import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '@client/lib/toast';
import { saveFile } from '@client/lib/save-file';
import { authErrorMessage, useAuth } from '@client/features/auth';
import { createSubscriptionFileApi, type SubscriptionFileApi } from './subscription-file-api';
import { useSubscriptionsCache } from './use-subscriptions';

/** The file endpoints, sending the signed-in user's session (refreshed once if expired). */
function useSubscriptionFileApi(): SubscriptionFileApi {
  const { client } = useAuth();
  return useMemo(
    () => createSubscriptionFileApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
}

/** A file's preview, then its import; the list is read again once it is imported. */
export function useSubscriptionFile() {
  const api = useSubscriptionFileApi();
  const { reread } = useSubscriptionsCache();
  const preview = useMutation({ mutationFn: (file: File) => api.preview(file) });
  const importFile = useMutation({
    mutationFn: ({ file, collectionId }: { file: File; collectionId: string | null }) =>
      api.importFile(file, collectionId),
    onSettled: reread,
  });
  return { preview, importFile };
}

/**
 * "Export subscriptions (OPML)": the file needs the user's token, which a plain link cannot
 * carry, so it is fetched and handed to the downloads as the library's export is.
 */
export function useExportOpml() {
  const api = useSubscriptionFileApi();
  const [exporting, setExporting] = useState(false);

  async function exportOpml() {
    if (exporting) return;
    setExporting(true);
    try {
      const { file, fileName } = await api.exportOpml();
      saveFile(file, fileName);
    } catch (error) {
      showErrorToast(authErrorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportOpml };
}
