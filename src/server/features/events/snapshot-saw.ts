/*
 * Whether a read at a snapshot saw a transaction's writes, worked out from the snapshot's text
 * alone, in memory: what PostgreSQL's pg_visible_in_snapshot answers for a committed transaction.
 * A snapshot's text is xmin:xmax:xip,... (docs/decisions/0059-library-versions.md): every
 * transaction below xmin had ended, none from xmax on had started, and those listed were in
 * flight. Transaction ids are decimal xid8 values (up to 20 digits): compared as text, by length
 * first, so that no number loses precision.
 */

const compare = (a: string, b: string): number =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

/**
 * True when `snapshot` saw the (committed) transaction `xid`; false when it did not, or when
 * either text is not what PostgreSQL writes (nothing is then taken as seen).
 */
export function snapshotSaw(snapshot: string, xid: string): boolean {
  const [xmin, xmax, inFlight, ...rest] = snapshot.split(':');
  if (xmin === undefined || xmax === undefined || inFlight === undefined || rest.length > 0) {
    return false;
  }
  if (![xmin, xmax, xid].every(isId)) return false;
  if (compare(xid, xmin) < 0) return true;
  if (compare(xid, xmax) >= 0) return false;
  return inFlight === '' ? true : !inFlight.split(',').includes(xid);
}

const isId = (text: string) => /^(?:0|[1-9]\d{0,19})$/.test(text);

/** Past this many transactions to list, a snapshot is not made (none is named instead). */
const LISTED_MOST = 1_000;

/**
 * The snapshot that saw what `snapshot` saw and also `xid`: the snapshot a transaction takes does
 * not count itself as seen when it is the newest (its xmax is one past the last transaction that
 * had ended), so the change it notifies is added. Those between the old xmax and `xid` were in
 * flight: listed as unseen. Null when the texts are not PostgreSQL's, or the list would be long.
 */
export function snapshotWith(snapshot: string, xid: string): string | null {
  if (snapshotSaw(snapshot, xid)) return snapshot;
  const [xmin, xmax, inFlight] = snapshot.split(':');
  if (xmin === undefined || xmax === undefined || inFlight === undefined || !isId(xid)) {
    return null;
  }
  const listed = inFlight === '' ? [] : inFlight.split(',');
  // In flight when the snapshot was taken: `xid` itself, which then ended, is not listed again.
  if (compare(xid, xmax) < 0)
    return `${xmin}:${xmax}:${listed.filter((id) => id !== xid).join(',')}`;
  const from = BigInt(xmax);
  const to = BigInt(xid);
  if (to - from + BigInt(listed.length) > BigInt(LISTED_MOST)) return null;
  for (let id = from; id < to; id += 1n) listed.push(id.toString());
  return `${xmin}:${(to + 1n).toString()}:${listed.join(',')}`;
}
