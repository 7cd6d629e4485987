import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';

/** A job this process holds: which, and how many times it had been asked for when claimed. */
export interface ClaimedJob {
  kind: string;
  key: string;
  requests: number;
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Asks for a run of a job not later than `runAt`: the row is made, or an existing one brought
 * forward, and its count of requests goes up, so that a run already under way (which began
 * before this request) leaves it due when it ends.
 */
export async function requestJob(tx: Tx, kind: string, key: string, runAt: number) {
  await tx.execute(sql`
    insert into jobs (kind, key, run_at) values (${kind}, ${key}, ${at(runAt)})
    on conflict (kind, key) do update
      set run_at = least(jobs.run_at, excluded.run_at), requests = jobs.requests + 1`);
}

/**
 * Asks for a run of a job by `runAt` at the latest, touching its row only when that changes
 * anything: made when missing, brought forward when due later, and its count of requests raised
 * when a run of it is or was under way (its lease is set), so that the run's end leaves it due.
 * A row already due sooner is not written, so a burst of these holds no lock on it.
 */
export async function requestJobBy(tx: Tx, kind: string, key: string, runAt: number) {
  await tx.execute(sql`
    with brought as (
      update jobs set run_at = least(run_at, ${at(runAt)}), requests = requests + 1
      where kind = ${kind} and key = ${key}
        and (run_at > ${at(runAt)} or lease_until is not null)
      returning 1)
    insert into jobs (kind, key, run_at)
    select ${kind}, ${key}, ${at(runAt)}
    where not exists (select 1 from jobs where kind = ${kind} and key = ${key})
    on conflict (kind, key) do nothing`);
}

/**
 * Claims up to `limit` due jobs of `kind` that nobody holds (or whose holder's lease ran out),
 * oldest due first. SKIP LOCKED: processes claiming at once each get others, never the same.
 */
export const claimJobs = (
  tx: Tx,
  { kind, owner, now, leaseMs, limit }: ClaimOptions,
): Promise<ClaimedJob[]> =>
  executeRows<ClaimedJob>(
    tx,
    sql`
      update jobs set leased_by = ${owner}, lease_until = ${at(now + leaseMs)}
      from (
        select kind, key from jobs
        where kind = ${kind} and run_at <= ${at(now)}
          and (lease_until is null or lease_until <= ${at(now)})
        order by run_at
        limit ${limit}
        for update skip locked
      ) due
      where jobs.kind = due.kind and jobs.key = due.key
      returning jobs.kind, jobs.key, jobs.requests::float8 as requests`,
  );

export interface ClaimOptions {
  kind: string;
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
}

/**
 * Claims the one due job of `kind` that has waited longest among those whose party (a user) has
 * fewer than `perParty` of its jobs held, by any process: claimed one at a time, each claim sees
 * the ones before it. Two processes claiming the same instant may each take one of a party's
 * last free places (READ COMMITTED), so a party may briefly hold one more per other process.
 */
export const claimPartyJob = (
  tx: Tx,
  { kind, owner, now, leaseMs, perParty }: Omit<ClaimOptions, 'limit'> & { perParty: number },
): Promise<ClaimedJob[]> =>
  executeRows<ClaimedJob>(
    tx,
    sql`
      update jobs set leased_by = ${owner}, lease_until = ${at(now + leaseMs)}
      from (
        select kind, key from jobs
        where kind = ${kind} and run_at <= ${at(now)}
          and (lease_until is null or lease_until <= ${at(now)})
          and (party is null or party not in (
            select party from jobs
            where kind = ${kind} and lease_until > ${at(now)} and party is not null
            group by party having count(*) >= ${perParty}))
        order by run_at
        limit 1
        for update skip locked
      ) due
      where jobs.kind = due.kind and jobs.key = due.key
      returning jobs.kind, jobs.key, jobs.requests::float8 as requests`,
  );

const held = (job: ClaimedJob, owner: string) =>
  sql`kind = ${job.kind} and key = ${job.key} and leased_by = ${owner}`;

/** Renews a claim still held; false when it was lost (its lease ran out and another took it). */
export async function extendLease(
  tx: Tx,
  job: ClaimedJob,
  owner: string,
  until: number,
): Promise<boolean> {
  const rows = await executeRows(
    tx,
    sql`update jobs set lease_until = ${at(until)} where ${held(job, owner)} returning 1`,
  );
  return rows.length > 0;
}

/**
 * A run that ended well. `nextRunAt`: the job runs again then (a pause it chose); without it
 * the job is done and its row goes, unless it was asked for again meanwhile (then it stays, due).
 */
export async function finishJob(
  tx: Tx,
  job: ClaimedJob,
  owner: string,
  nextRunAt: number | undefined,
): Promise<void> {
  if (nextRunAt === undefined) {
    const gone = await executeRows(
      tx,
      sql`delete from jobs where ${held(job, owner)} and requests = ${job.requests} returning 1`,
    );
    if (gone.length > 0) return;
  }
  // Asked for again during the run: due at once (the request brought it forward already).
  await tx.execute(sql`
    update jobs set leased_by = null, lease_until = null, failures = 0, last_error = null,
      run_at = case when requests = ${job.requests} then ${at(nextRunAt ?? 0)} else run_at end
    where ${held(job, owner)}`);
}

/** A run that failed: counted, its reason kept, and tried again at `retryAt`. */
export async function failJob(
  tx: Tx,
  job: ClaimedJob,
  owner: string,
  { retryAt, reason }: { retryAt: number; reason: string },
): Promise<void> {
  await tx.execute(sql`
    update jobs set leased_by = null, lease_until = null, failures = failures + 1,
      last_error = ${reason}, run_at = ${at(retryAt)}
    where ${held(job, owner)}`);
}

/** Runs in a row that failed before this one, for the pause before the next. */
export async function failuresOf(tx: Tx, job: ClaimedJob): Promise<number> {
  const [row] = await executeRows<{ failures: number }>(
    tx,
    sql`select failures from jobs where kind = ${job.kind} and key = ${job.key}`,
  );
  return row?.failures ?? 0;
}

/**
 * When a job of one of `kinds` may next be claimed (epoch ms): the earliest due time, or for a
 * job held by someone, the end of their lease. Undefined when there is none.
 */
export async function nextClaimable(
  tx: Tx,
  kinds: string[],
  now: number,
): Promise<number | undefined> {
  const [row] = await executeRows<{ next: number | null }>(
    tx,
    sql`
      select (extract(epoch from min(
        case when lease_until > ${at(now)} then greatest(run_at, lease_until) else run_at end
      )) * 1000)::float8 as next
      from jobs where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
  );
  return row?.next ?? undefined;
}

/** Whether a job of `kind` is due now and free to claim, or held by `owner`. */
export async function hasWaitingJob(
  tx: Tx,
  kind: string,
  owner: string,
  now: number,
): Promise<boolean> {
  const rows = await executeRows(
    tx,
    sql`
      select 1 from jobs
      where kind = ${kind}
        and (leased_by = ${owner} and lease_until > ${at(now)}
          or run_at <= ${at(now)} and (lease_until is null or lease_until <= ${at(now)}))
      limit 1`,
  );
  return rows.length > 0;
}

/** Gives back every claim: on the embedded database, whose claims are all this process's. */
export async function releaseAllClaims(tx: Tx): Promise<void> {
  await tx.execute(
    sql`update jobs set leased_by = null, lease_until = null where leased_by is not null`,
  );
}
