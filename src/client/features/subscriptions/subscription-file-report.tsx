import { useEffect, useRef } from 'react';
import { Download } from 'lucide-react';
import type { SubscriptionImportReport } from '@shared/contracts/subscription-import';
import { Button } from '@client/components/ui/button';
import { saveFile } from '@client/lib/save-file';
import { SubscriptionFileProblems } from './subscription-file-problems';
import {
  reportCsv,
  reportFileName,
  reportHeading,
  reportLines,
  SUBSCRIPTION_FILE_MESSAGES,
} from './subscription-file-text';

/**
 * What the import did: how many are followed and where their videos go, those followed already,
 * skipped past the cap, and the entries that could not be followed; the whole report as CSV.
 */
export function SubscriptionFileReport({
  report,
  onAnother,
}: {
  report: SubscriptionImportReport;
  onAnother(): void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid gap-4">
      <p ref={heading} tabIndex={-1} className="text-sm font-medium outline-none">
        {reportHeading(report)}
      </p>
      <ul aria-label="Import summary" className="grid gap-1 text-sm">
        {reportLines(report).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <SubscriptionFileProblems problems={report.problems} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            saveFile(
              new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }),
              reportFileName(new Date()),
            )
          }
        >
          <Download aria-hidden="true" />
          {SUBSCRIPTION_FILE_MESSAGES.downloadReport}
        </Button>
        <Button type="button" onClick={onAnother}>
          {SUBSCRIPTION_FILE_MESSAGES.another}
        </Button>
      </div>
    </div>
  );
}
