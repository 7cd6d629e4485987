import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import type { ExportFormat } from './export-links';
import { useExportLinks } from './use-export-links';

const LABELS = { json: 'Export Links', bookmarks: 'Export as Bookmarks (HTML)' } as const;

/**
 * "Export Links" (docs/product/screens-and-routes.md), "Exporting..." while it works: on Settings
 * and before a deletion. As `bookmarks`, the same library as a bookmark file any browser imports.
 */
export function ExportLinksButton({ format = 'json' }: { format?: ExportFormat }) {
  const { exporting, exportLinks } = useExportLinks(format);
  return (
    <Button
      type="button"
      variant="outline"
      className="w-fit"
      disabled={exporting}
      onClick={() => void exportLinks()}
    >
      <Download aria-hidden="true" />
      {exporting ? 'Exporting...' : LABELS[format]}
    </Button>
  );
}
