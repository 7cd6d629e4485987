import { sql } from 'drizzle-orm';
import { executeRows } from '@server/db/execute-rows';
import type { LoggedStatement } from '@server/test-support/query-log';
import { replay, signIn, type StatementProbe } from './statement-probe';
import type { SeededUser } from './seed';

type Collection = SeededUser['collections'][number];

/** Tables whose sequential scan on the hot path would read other users' rows. */
const WATCHED = new Set([
  'videos',
  'categories',
  'users',
  'sessions',
  'refresh_tokens',
  'tags',
  'video_tags',
]);

/** Statements with nothing to plan: settings, cursor reads, constraint timing. */
const NOT_PLANNED = /^\s*(select set_config|fetch|set constraints)\b/i;
/** An export's cursor: its query is what gets planned. */
const CURSOR = /^\s*declare\s+\S+\s+no scroll cursor for\s+/i;

export interface ExplainedStatement {
  operation: string;
  statement: string;
  /** Each plan node, e.g. "Index Scan on videos (videos_user_category_position_key)". */
  nodes: string[];
  /** Watched tables read by a sequential scan. */
  seqScans: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const describeNode = (node: PlanNode) =>
  [
    node['Node Type'],
    node['Relation Name'] && `on ${node['Relation Name']}`,
    node['Index Name'] && `(${node['Index Name']})`,
  ]
    .filter(Boolean)
    .join(' ');

/** The planner's plan (EXPLAIN without ANALYZE: nothing runs, writes included), as the app runs it. */
async function explain(probe: StatementProbe, statement: LoggedStatement) {
  const query = sql.join([sql.raw('explain (format json) '), replay(statement)], sql.raw(''));
  const run = (tx: Parameters<Parameters<StatementProbe['db']['system']>[0]>[0]) =>
    executeRows<{ 'QUERY PLAN': unknown }>(tx, query);
  const rows = statement.context
    ? await probe.db.asUser(statement.context, run)
    : await probe.db.system(run);
  const raw = rows[0]?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return nodesOf(plan.Plan);
}

/**
 * Runs each hot-path operation once through the app as `user` (a large library among many
 * users' rows), collects the statements it ran, and explains each as it ran: in the user's
 * transaction (row-level security on) or the system's.
 */
export async function explainHotPaths(
  probe: StatementProbe,
  user: SeededUser,
): Promise<ExplainedStatement[]> {
  const { request, take } = probe;
  const [first, second] = user.collections as [Collection, Collection];
  const [a, b, c, d] = first.videoIds as [string, string, string, string];
  let session = { access_token: '', refresh_token: '' };
  const auth = () => ({ token: session.access_token });
  const operations: [string, () => Promise<unknown>][] = [
    ['sign-in by e-mail', async () => (session = await signIn(request, user.email))],
    [
      'refresh',
      () =>
        request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } }),
    ],
    ['library load (with the session check)', () => request('GET', '/api/library', auth())],
    ['limits', () => request('GET', '/api/limits?type=video', auth())],
    [
      'add video',
      () =>
        request('POST', '/api/videos', {
          ...auth(),
          body: { url: 'https://example.com/explained', categoryId: first.id },
        }),
    ],
    [
      'edit video',
      () =>
        request('PATCH', `/api/videos/${a}`, {
          ...auth(),
          body: { title: 'Edited', url: `https://example.com/watch/${a}`, categoryId: first.id },
        }),
    ],
    [
      'edit tags and note',
      () =>
        request('PATCH', `/api/videos/${a}`, {
          ...auth(),
          body: {
            title: 'Edited',
            url: `https://example.com/watch/${a}`,
            categoryId: first.id,
            tags: ['Tag 1', 'tag 2', 'A new tag'],
            note: 'Explained.',
          },
        }),
    ],
    [
      'move to another collection',
      () =>
        request('POST', `/api/videos/${b}/move`, {
          ...auth(),
          body: { categoryId: second.id, afterId: null },
        }),
    ],
    [
      'reorder (a drop within a collection)',
      () =>
        request('POST', `/api/videos/${c}/move`, {
          ...auth(),
          body: { categoryId: first.id, afterId: d },
        }),
    ],
    ['delete video', () => request('DELETE', `/api/videos/${d}`, auth())],
    ['export', () => request('GET', '/api/export', auth())],
  ];
  const explained: ExplainedStatement[] = [];
  for (const [operation, run] of operations) {
    take();
    const res = (await run()) as { status?: number };
    if (res.status !== undefined && res.status >= 300) {
      throw new Error(`explain: ${operation} answered ${res.status}`);
    }
    const pending = take();
    const seen = new Set<string>();
    for (const statement of pending) {
      if (NOT_PLANNED.test(statement.sql) || seen.has(statement.sql)) continue;
      seen.add(statement.sql);
      const planned = { ...statement, sql: statement.sql.replace(CURSOR, '') };
      const nodes = await explain(probe, planned);
      explained.push({
        operation,
        statement: planned.sql.replace(/\s+/g, ' ').slice(0, 160),
        nodes: nodes.map(describeNode),
        seqScans: nodes
          .filter((n) => n['Node Type'] === 'Seq Scan' && WATCHED.has(n['Relation Name'] ?? ''))
          .map((n) => n['Relation Name'] ?? ''),
      });
    }
  }
  return explained;
}
