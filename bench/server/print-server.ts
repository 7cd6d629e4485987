import type { Driver } from '@server/db/client';
import type { DriverFigures } from './figures';

/** The server figures as console tables, one per benchmark, a row per driver and size. */
export function printServerResults(drivers: Partial<Record<Driver, DriverFigures>>): void {
  const each = <T>(rows: (driver: Driver, f: DriverFigures) => T[]) =>
    Object.entries(drivers).flatMap(([driver, f]) => rows(driver as Driver, f));

  console.log('\nLibrary load, GET /api/library at 10 connections (p50/p99 in ms):');
  console.table(
    each((driver, f) => [
      {
        driver,
        videos: 'trivial',
        'req/s': f.trivial.throughput,
        p50: f.trivial.p50Ms,
        p99: f.trivial.p99Ms,
      },
      ...f.library.map((l) => ({
        driver,
        videos: l.videos,
        'req/s': l.endpoint.throughput,
        p50: l.endpoint.p50Ms,
        p99: l.endpoint.p99Ms,
        errors: l.endpoint.errors,
        growth: l.growth,
        'x trivial': l.endpointOverTrivial,
        'bare p50': l.bare.p50Ms,
        'bare req/s': l.bare.throughput,
        'x bare': l.endpointOverBare,
        statements: l.statements,
        'server CPU ms': l.serverCpuMs,
      })),
    ]),
  );

  console.log('Cold load on the wire, body bytes (decision 0062):');
  console.table(
    each((driver, f) =>
      f.library.map((l) => ({
        driver,
        videos: l.videos,
        identity: l.coldBytes.identity,
        gzip: l.coldBytes.gzip,
        br: l.coldBytes.br,
      })),
    ),
  );

  console.log(
    'Warm reload, GET /api/library with its ETag, nothing changed (a 304); then the changes after one edit:',
  );
  console.table(
    each((driver, f) =>
      f.library.map((l) => ({
        driver,
        videos: l.videos,
        'req/s': l.warm.throughput,
        p50: l.warm.p50Ms,
        p99: l.warm.p99Ms,
        errors: l.warm.errors,
        'wire bytes': l.warm.wireBytes,
        'server CPU ms': l.warm.serverCpuMs,
        'one change, bytes': l.warm.oneChangeBytes,
      })),
    ),
  );

  console.log('Writes at 10 connections, one user each:');
  console.table(
    each((driver, f) =>
      Object.entries(f.writes).map(([write, r]) => ({
        driver,
        write,
        'req/s': r.throughput,
        p50: r.p50Ms,
        p99: r.p99Ms,
        errors: r.errors,
      })),
    ),
  );

  console.log('Bulk actions, one request at a time (p50/max in ms):');
  console.table(
    each((driver, f) =>
      (['move', 'delete', 'restore'] as const).map((action) => ({
        driver,
        action,
        videos: f.bulk.videos,
        requests: f.bulk[action].requests,
        p50: f.bulk[action].p50Ms,
        max: f.bulk[action].maxMs,
        'server CPU ms': f.bulk[action].serverCpuMs,
      })),
    ),
  );

  console.log('Reorder cost per drop, beside the naive renumbering (one transaction per item):');
  console.table(
    each((driver, f) =>
      f.reorder.map((r) => ({
        driver,
        videos: r.videos,
        'drop p50 ms': r.drop.p50Ms,
        'drop rows (max)': r.drop.rowsWrittenMax,
        'naive ms': r.naive.ms,
        'naive rows': r.naive.rowsWritten,
        'time ratio': r.timeRatio,
        'rows ratio': r.rowsRatio,
      })),
    ),
  );

  console.log('Export and server memory:');
  console.table(
    each((driver, f) =>
      f.export.map((e) => ({
        driver,
        videos: e.videos,
        ms: e.ms,
        MB: e.megabytes,
        'RSS before MB': e.rssBeforeMb,
        'peak MB': e.peakMb,
      })),
    ),
  );
  console.table(each((driver, f) => [{ driver, ...f.memory }]));

  console.log('Hot-path plans (EXPLAIN, multi-user data):');
  console.table(
    each((driver, f) =>
      f.explain.map((e) => ({
        driver,
        operation: e.operation,
        plan: e.nodes.join(' > ').slice(0, 110),
        'seq scans': e.seqScans.join(', '),
      })),
    ),
  );
}
