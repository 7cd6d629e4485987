import { useInfiniteQuery } from '@tanstack/react-query';
import type { ImportOutcome } from '@shared/contracts/import';
import { useAuth } from '@client/features/auth';
import { importReportKey, useImportApi } from './use-import-api';

/** Lines per page of the on-screen report: the whole report is the CSV's. */
export const REPORT_PAGE_SIZE = 100;

/** A finished import's report, a page at a time, in file order; `outcome` null: every entry. */
export function useImportReport(importId: string, outcome: ImportOutcome | null) {
  const { user } = useAuth();
  const api = useImportApi();
  return useInfiniteQuery({
    queryKey: importReportKey(user?.id, importId, outcome ?? 'all'),
    queryFn: ({ pageParam }) =>
      api.report(importId, { outcome, after: pageParam, limit: REPORT_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextAfter ?? undefined,
    enabled: user !== null,
  });
}
