import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { authErrorMessage } from '@client/features/auth';
import { isReportFilter, outcomeText, REPORT_FILTERS, type ReportFilter } from './import-text';
import { useImportReport } from './use-import-report';

/**
 * What became of each entry, a page at a time in file order, with a filter by outcome. URLs and
 * titles come from someone's file: shown as text, never as links.
 */
export function ImportReportList({
  importId,
  endedEarly,
}: {
  importId: string;
  /** The import ended before its end: the entries it did not come to are listed too. */
  endedEarly: boolean;
}) {
  const id = useId();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const report = useImportReport(importId, filter === 'all' ? null : filter);
  const items = report.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-medium">
          Report
        </h3>
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-filter`}>Show</Label>
          <Select
            value={filter}
            onValueChange={(value) => {
              if (isReportFilter(value)) setFilter(value);
            }}
          >
            {/* The trigger fills its box (w-full): the box sets the width. */}
            <div className="w-48">
              <SelectTrigger id={`${id}-filter`}>
                <SelectValue />
              </SelectTrigger>
            </div>
            <SelectContent>
              {REPORT_FILTERS.filter((option) => endedEarly || option.value !== 'not_imported').map(
                (option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ),
              )}
            </SelectContent>
          </Select>
        </div>
      </div>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {authErrorMessage(report.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No entries to show.</p>
      ) : (
        // A box of its own, so a long report does not push the rest of Settings far down;
        // focusable, so it scrolls from the keyboard too.
        <div
          role="region"
          aria-labelledby={`${id}-heading`}
          tabIndex={0}
          className="max-h-[32rem] overflow-y-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ol aria-labelledby={`${id}-heading`} className="grid gap-2">
            {items.map((item) => (
              <li key={item.seq} className="grid gap-0.5 rounded-md border p-3 text-sm">
                <p className="font-medium">{outcomeText(item)}</p>
                <p className="text-muted-foreground">
                  {item.source}
                  {item.title ? ` · ${item.title}` : ''}
                </p>
                <p className="break-all text-muted-foreground">{item.url}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {report.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={report.isFetchingNextPage}
          onClick={() => void report.fetchNextPage()}
        >
          {report.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </section>
  );
}
