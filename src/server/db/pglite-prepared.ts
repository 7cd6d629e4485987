import {
  parse,
  protocol,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * How many statements stay prepared. The app's statements are a few hundred shapes; a list
 * written out as `$1, $2, …` (a bulk action's ids) makes one shape per length, so the least
 * recently used are closed rather than kept for the life of the process.
 */
export const PREPARED_STATEMENTS_KEPT = 256;

const { serialize } = protocol;

/** Parsers by type OID, as `parseResults` takes them. */
type Parsers = Parameters<typeof parse.parseResults>[1];

/** The messages as one buffer: PGlite's backend reads them in one call into the WebAssembly. */
function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

interface Prepared {
  name: string;
  /** The parameters' types, as the server inferred them: they choose each value's serializer. */
  parameterTypes: number[];
}

/**
 * Runs queries inside PGlite's open transaction as named prepared statements, each kept by its
 * text (decision 0066). `PGlite.query` sends a query as six protocol calls into the WebAssembly
 * (parse, describe, bind, describe, execute, sync), and the server parses, analyses and plans the
 * text every time: about 0.15 ms of the database thread's CPU for a one-row statement, most of a
 * signed-in request's cost. A kept statement costs one call (bind, describe, execute, sync), and
 * PostgreSQL keeps its plan, or re-plans it when the schema or the role it was planned for changes.
 *
 * For use inside a transaction only (the worker's transactions): outside one, PGlite's own query
 * also waits for an open transaction and syncs the files after, which this does not do.
 */
export class PreparedQueries {
  readonly #pg: PGlite;
  /** By text, least recently used first (a Map keeps insertion order). */
  readonly #kept = new Map<string, Prepared>();
  /** PGlite's parsers with a query's own over them, by the query's parsers object. */
  readonly #merged = new WeakMap<ParserOptions, Parsers>();
  #nextName = 1;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** The result `PGlite.query` would give, for a query run inside an open transaction. */
  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    // The same lock PGlite's own queries in a transaction take: one protocol exchange at a time.
    return this.#pg.runExclusive(async () => {
      const prepared = await this.#prepared(text);
      const messages = await this.#pg.execProtocolStream(
        joined([
          serialize.bind({ statement: prepared.name, values: this.#serialized(prepared, params) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const { parsers, ...rest } = options;
      const [result] = parse.parseResults(messages, this.#parsersWith(parsers), rest);
      if (!result) throw new Error(`No result for a prepared statement: ${text}`);
      return result as Results<T>;
    });
  }

  /**
   * PGlite's parsers, with `own` over them. Given its own parsers, `parseResults` copies all of
   * PGlite's (about 300) into a new object for each query, about 0.09 ms of the database
   * thread's time: a query's parsers are merged once per parsers object instead, so a caller
   * that passes the same object each time (the worker) pays for it once.
   */
  #parsersWith(own: ParserOptions | undefined): Parsers {
    if (!own) return this.#pg.parsers;
    let merged = this.#merged.get(own);
    if (!merged) {
      merged = { ...this.#pg.parsers, ...own };
      this.#merged.set(own, merged);
    }
    return merged;
  }

  /** How many statements are prepared now (tests). */
  get size(): number {
    return this.#kept.size;
  }

  async #prepared(text: string): Promise<Prepared> {
    const kept = this.#kept.get(text);
    if (kept) {
      this.#kept.delete(text);
      this.#kept.set(text, kept);
      return kept;
    }
    const name = `vidshelf_${this.#nextName++}`;
    const evicted = this.#evicted();
    // A statement that does not parse throws here and is not kept.
    const messages = await this.#pg.execProtocolStream(
      joined([
        ...evicted.map((old) => serialize.close({ type: 'S', name: old })),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find(
      (message): message is typeof message & { dataTypeIDs: number[] } =>
        message.name === 'parameterDescription',
    );
    const prepared = { name, parameterTypes: description?.dataTypeIDs ?? [] };
    this.#kept.set(text, prepared);
    return prepared;
  }

  /** The names to close so that one more fits, taken out of the map. */
  #evicted(): string[] {
    const names: string[] = [];
    for (const [text, { name }] of this.#kept) {
      if (this.#kept.size < PREPARED_STATEMENTS_KEPT) break;
      this.#kept.delete(text);
      names.push(name);
    }
    return names;
  }

  /** Each value as text, by its parameter's type, as `PGlite.query` serializes them. */
  #serialized({ parameterTypes }: Prepared, params: unknown[]): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = parameterTypes[index];
      const serializer = type === undefined ? undefined : this.#pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }
}
