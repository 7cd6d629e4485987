import type { LoadResult } from '../load';
import type { BulkActionFigures } from './bulk-actions';
import type { ColdLoadBytes } from './cold-load-bytes';
import type { ExplainedStatement } from './explain';
import type { ExportFigures } from './export-load';
import type { ReorderCost } from './reorder-cost';
import type { WarmReloadFigures } from './warm-reload';
import type { BenchData } from './seed';

// What the server bench measures on one driver: written by server-bench.ts, printed by
// print-server.ts.

export interface LibraryFigures {
  videos: number;
  /** SQL statements one load runs (transaction control not counted). */
  statements: number;
  endpoint: LoadResult;
  bare: LoadResult;
  /** Endpoint p50 over the bare reads' p50 (target at 1,000 videos: at most 1.5). */
  endpointOverBare: number;
  /** Endpoint p50 over the trivial endpoint's p50. */
  endpointOverTrivial: number;
  /** Endpoint p50 over the previous size's (null for the first). */
  growth: number | null;
  /** CPU the server process spent per request (the trivial endpoint's in DriverFigures). */
  serverCpuMs: number;
  /** A cold load's body on the wire, by encoding (decision 0062). */
  coldBytes: ColdLoadBytes;
  /**
   * The reload of the unchanged library with its ETag (docs/product/local-copy-and-sync.md): 304s,
   * and their CPU.
   */
  warm: WarmReloadFigures & { serverCpuMs: number };
}

export interface DriverFigures {
  seed: BenchData['totals'] & { seconds: number };
  trivial: LoadResult & { serverCpuMs: number };
  library: LibraryFigures[];
  writes: Record<string, LoadResult>;
  bulk: BulkActionFigures;
  reorder: ReorderCost[];
  export: ExportFigures[];
  memory: { idleRssMb: number; loadPeakMb: number; afterLoadRssMb: number };
  explain: ExplainedStatement[];
}
