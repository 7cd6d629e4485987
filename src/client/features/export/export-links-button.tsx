import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useExportLinks } from './use-export-links';

/** "Export Links" (SPEC §2), "Exporting..." while it works: on Settings and before a deletion. */
export function ExportLinksButton() {
  const { exporting, exportLinks } = useExportLinks();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-fit"
      disabled={exporting}
      onClick={() => void exportLinks()}
    >
      <Download aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export Links'}
    </Button>
  );
}
