import { Download } from 'lucide-react';
import type { Import } from '@shared/contracts/import';
import { Button } from '@client/components/ui/button';
import { ImportLines } from './import-lines';
import { ImportReportList } from './import-report-list';
import { resultHeading, summaryLines } from './import-text';
import { useDownloadReport } from './use-download-report';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * An ended import (finished, cancelled, or stopped by an error): the result, its report on screen
 * and as a file, and a way to go again.
 */
export function ImportResult({
  imported,
  onDismiss,
  busy,
  focusOnMount,
}: {
  imported: Import;
  onDismiss(): void;
  busy: boolean;
  focusOnMount: boolean;
}) {
  const { downloading, download } = useDownloadReport();
  const heading = useFocusOnMount<HTMLParagraphElement>(focusOnMount);
  return (
    <div className="grid gap-4">
      <p ref={heading} tabIndex={-1} className="text-sm font-medium outline-none">
        {resultHeading(imported)}
      </p>
      <ImportLines label="Import summary" lines={summaryLines(imported)} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={downloading}
          onClick={() => void download(imported.id)}
        >
          <Download aria-hidden="true" />
          {downloading ? 'Downloading...' : 'Download report'}
        </Button>
        <Button type="button" disabled={busy} onClick={onDismiss}>
          Import another file
        </Button>
      </div>
      <ImportReportList
        importId={imported.id}
        endedEarly={imported.status === 'cancelled' || imported.status === 'failed'}
      />
    </div>
  );
}
