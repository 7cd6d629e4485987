/**
 * A least-recently-used map bounded by the total of its entries' costs (bytes), each entry kept
 * until its own expiry at most. In this process's memory: a cache, never the truth.
 */
export class ByteLru<V> {
  readonly #entries = new Map<string, { value: V; cost: number; expiresAt: number }>();
  #total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bytes held now. */
  get size(): number {
    return this.#total;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.#total -= entry.cost;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `ttlMs`; one costing more than the whole cache is not kept. */
  set(key: string, value: V, cost: number, ttlMs: number): void {
    this.delete(key);
    if (cost > this.maxBytes) return;
    this.#entries.set(key, { value, cost, expiresAt: this.now() + ttlMs });
    this.#total += cost;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#total -= entry.cost;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#total -= entry.cost;
  }
}
