import type { Logger } from 'drizzle-orm/logger';
import { afterAll } from 'vitest';
import {
  createApp,
  createBackground,
  stopBackground,
  type AppDeps,
  type Background,
} from '@server/app';
import { loadConfig } from '@server/config/config';
import type { Database } from '@server/db/client';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database';

/**
 * What the server runs with when nothing is set. The rate limits stay at these defaults unless a
 * test file raises them because it signs up many users from its one in-process address.
 */
const DEFAULT_CONFIG = loadConfig({});
/** An address nothing listens at: a lookup there fails at once, never reaching the internet. */
const NO_SERVICE = 'http://127.0.0.1:9/oembed';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with the given content type, instead of JSON. */
  raw?: { body: string; contentType?: string };
  token?: string;
  headers?: Record<string, string>;
}

/** Calls the app in-process, as a browser would over HTTP. */
export function apiClient(app: {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}) {
  return async function request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.raw) {
      body = options.raw.body;
      if (options.raw.contentType) headers['Content-Type'] = options.raw.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
}

export type ApiRequest = ReturnType<typeof apiClient>;

/** The same client over HTTP, for a real server process listening at `baseUrl`. */
export const httpClient = (baseUrl: string): ApiRequest =>
  apiClient({ request: (path, init) => fetch(new URL(path, baseUrl), init) });

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  request: ApiRequest;
  /** The app's background work (imports, details lookups), stopped before the database goes. */
  background: Background;
}

/**
 * The whole app on a freshly migrated database of its own, torn down after the file.
 * Call once per test file (at the top level or in beforeAll).
 */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'db' | 'config' | 'jwtSecret'>> &
    Partial<AppDeps['config']> & {
      /** Wraps the database the app sees, e.g. to watch its queries; tests still get the real one. */
      wrapDb?: (db: Database) => Database;
      /** Sees every statement the database runs (see query-log.ts). */
      queryLogger?: Logger;
      /** PostgreSQL's pool size and timeouts (see createTestDatabase). */
      database?: Omit<TestDatabaseOptions, 'logger'>;
    } = {},
): Promise<TestApp> {
  const {
    wrapDb = (db) => db,
    queryLogger,
    database: databaseOptions,
    clientDir,
    now,
    exportOptions,
    bulkOptions,
    outbound,
    ...config
  } = overrides;
  const database = await createTestDatabase({
    ...databaseOptions,
    ...(queryLogger ? { logger: queryLogger } : {}),
  });
  const db = wrapDb(database.db);
  // Nothing listens at those oEmbed addresses: lookups fail at once and fall back, unless a test
  // brings a fake. Pages are not read (metadataFetch 'oembed'): the links tests save stay
  // offline and keep their fallbacks, unless a test opts in with 'on' and an `outbound`
  // allowance for its local fake site.
  // Sign-up open, as tests create many accounts (the default policy: signup-policy.api.test.ts).
  const appConfig = {
    ...DEFAULT_CONFIG,
    allowSignup: true,
    youtubeOembedUrl: NO_SERVICE,
    vimeoOembedUrl: NO_SERVICE,
    dailymotionOembedUrl: NO_SERVICE,
    tedOembedUrl: NO_SERVICE,
    // Read only with 'on', and refused there (a loopback address) unless a test allows its fake.
    youtubeWatchUrl: 'http://127.0.0.1:9/watch',
    // YouTube's feeds and pages: nothing listens there either, unless a test brings its fake.
    youtubeFeedUrl: 'http://127.0.0.1:9/feeds/videos.xml',
    youtubePageUrl: 'http://127.0.0.1:9',
    metadataFetch: 'oembed' as const,
    ...config,
  };
  const background = createBackground(db, appConfig, now, outbound);
  afterAll(async () => {
    await stopBackground(background);
    await database.drop();
  });
  const app = createApp({
    db,
    config: appConfig,
    jwtSecret: TEST_JWT_SECRET,
    clientDir,
    now,
    exportOptions,
    bulkOptions,
    background,
    outbound,
  });
  return { app, database, request: apiClient(app), background };
}

let counter = 0;
/** A distinct e-mail per call, so tests in one file don't collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@example.com`;
