import { useState } from 'react';
import { EXPORT_MESSAGES } from '@shared/export-file';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { useAuth } from '@client/features/auth';
import { exportLinks, type ExportFormat } from './export-links';
import { saveFile } from '@client/lib/save-file';

/** Settings → Data Export: downloads the file and says how it went (docs/product/errors.md). */
export function useExportLinks(format: ExportFormat = 'json') {
  const { user, client } = useAuth();
  const [exporting, setExporting] = useState(false);

  async function run() {
    if (exporting) return;
    setExporting(true);
    const outcome = await exportLinks({
      fetchWithAuth: user ? (input) => client.fetchWithAuth(input) : null,
      save: saveFile,
      now: () => new Date(),
      format,
    });
    setExporting(false);
    if (outcome === 'success') showSuccessToast(EXPORT_MESSAGES.success);
    else showErrorToast(typeof outcome === 'string' ? EXPORT_MESSAGES[outcome] : outcome.refused);
  }

  return { exporting, exportLinks: run };
}
