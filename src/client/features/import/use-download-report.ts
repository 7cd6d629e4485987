import { useState } from 'react';
import { showErrorToast } from '@client/lib/toast';
import { authErrorMessage } from '@client/features/auth';
import { saveFile } from '@client/lib/save-file';
import { useImportApi } from './use-import-api';

/**
 * "Download report": the CSV needs the user's token, which a plain link cannot carry, so it is
 * fetched and handed to the downloads as the export is.
 */
export function useDownloadReport() {
  const api = useImportApi();
  const [downloading, setDownloading] = useState(false);

  async function download(importId: string) {
    if (downloading) return;
    setDownloading(true);
    try {
      const { file, fileName } = await api.reportFile(importId);
      saveFile(file, fileName);
    } catch (error) {
      showErrorToast(authErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, download };
}
