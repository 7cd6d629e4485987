import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  // The whole list: no setting fills the safe fetcher's test-only allowance (decision 0048).
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      allowedHosts: [],
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      allowSignup: undefined,
      youtubeOembedUrl: 'https://www.youtube.com/oembed',
      vimeoOembedUrl: 'https://vimeo.com/api/oembed.json',
      dailymotionOembedUrl: 'https://www.dailymotion.com/services/oembed',
      tedOembedUrl: 'https://www.ted.com/services/v1/oembed.json',
      youtubeWatchUrl: 'https://www.youtube.com/watch',
      youtubeEmbedUrl: 'https://www.youtube-nocookie.com/embed',
      vimeoPlayerUrl: 'https://player.vimeo.com/video',
      metadataFetch: 'on',
      accessTokenTtlSeconds: 3600,
      trustProxy: false,
      signInFailuresPerAccount: 10,
      signInFailuresPerIp: 50,
      signUpsPerIp: 20,
      refreshesPerIp: 60,
      bearerFailuresPerIp: 50,
      signInsPerAccount: 30,
      databaseStatementTimeoutMs: 30_000,
      databaseIdleInTransactionTimeoutMs: 10_000,
      extensionIds: [],
      eventStreamsPerUser: 8,
      eventStreamsPerProcess: 10_000,
      jobLeaseMs: 30_000,
      youtubeFeedUrl: 'https://www.youtube.com/feeds/videos.xml',
      youtubePageUrl: 'https://www.youtube.com',
      subscriptionPollMs: 1_800_000,
      availabilityChecksPerMinute: 30,
      webhookTrustedOrigins: [],
      downloadsPerUser: 2,
      downloadStallMs: 60_000,
      downloadSpoolMaxBytes: 1024 * 1024 * 1024,
      outboundFetchesInFlight: 16,
      outboundBytesInFlight: 32 * 1024 * 1024,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        ALLOWED_HOSTS: 'vidshelf.example.com, Home.Example., 192.168.1.20,::1',
        DATA_DIR: '/var/lib/vidshelf',
        DATABASE_URL: 'postgresql://app:secret@db:5432/vidshelf',
        JWT_SECRET: 'x'.repeat(32),
        ALLOW_SIGNUP: 'FALSE',
        YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9999/oembed',
        VIMEO_OEMBED_URL: 'http://127.0.0.1:9999/vimeo',
        DAILYMOTION_OEMBED_URL: 'https://oembed.example/dailymotion?key=1',
        TED_OEMBED_URL: 'http://[::1]:9999/ted',
        YOUTUBE_WATCH_URL: 'https://invidious.example/watch?hl=en',
        YOUTUBE_EMBED_URL: 'https://Invidious.example/embed/',
        VIMEO_PLAYER_URL: 'http://127.0.0.1:9999',
        METADATA_FETCH: 'off',
        ACCESS_TOKEN_TTL_SECONDS: '60',
        TRUST_PROXY: 'yes',
        SIGNIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES: '5',
        SIGNIN_FAILURES_PER_IP_PER_15_MINUTES: '500',
        SIGNUPS_PER_IP_PER_HOUR: '200',
        REFRESHES_PER_IP_PER_MINUTE: '1000000',
        BEARER_FAILURES_PER_IP_PER_15_MINUTES: '500',
        SIGNINS_PER_ACCOUNT_PER_HOUR: '3',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '100',
        EXTENSION_IDS: 'abcdefghijklmnopabcdefghijklmnop',
        EVENT_STREAMS_PER_USER: '3',
        EVENT_STREAMS_PER_PROCESS: '500',
        JOB_LEASE_SECONDS: '10',
        YOUTUBE_FEED_URL: 'http://proxy.lan/feeds/videos.xml',
        YOUTUBE_PAGE_URL: 'http://proxy.lan',
        SUBSCRIPTION_POLL_SECONDS: '5',
        AVAILABILITY_CHECKS_PER_MINUTE: '600',
        WEBHOOK_TRUSTED_ORIGINS:
          'http://tubearchivist:8000, HTTPS://Pinchflat.LAN:443/,http://192.168.1.20:80',
        DOWNLOADS_PER_USER: '5',
        DOWNLOAD_STALL_SECONDS: '30',
        DOWNLOAD_SPOOL_MAX_MB: '16',
        OUTBOUND_FETCHES_IN_FLIGHT: '4',
        OUTBOUND_MB_IN_FLIGHT: '8',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      allowedHosts: ['vidshelf.example.com', 'home.example', '192.168.1.20', '[::1]'],
      dataDir: '/var/lib/vidshelf',
      databaseUrl: 'postgresql://app:secret@db:5432/vidshelf',
      jwtSecret: 'x'.repeat(32),
      allowSignup: false,
      youtubeOembedUrl: 'http://127.0.0.1:9999/oembed',
      vimeoOembedUrl: 'http://127.0.0.1:9999/vimeo',
      dailymotionOembedUrl: 'https://oembed.example/dailymotion?key=1',
      tedOembedUrl: 'http://[::1]:9999/ted',
      youtubeWatchUrl: 'https://invidious.example/watch?hl=en',
      // A trailing slash is dropped: the video's id is the next path segment.
      youtubeEmbedUrl: 'https://invidious.example/embed',
      vimeoPlayerUrl: 'http://127.0.0.1:9999',
      metadataFetch: 'off',
      accessTokenTtlSeconds: 60,
      trustProxy: true,
      signInFailuresPerAccount: 5,
      signInFailuresPerIp: 500,
      signUpsPerIp: 200,
      refreshesPerIp: 1_000_000,
      bearerFailuresPerIp: 500,
      signInsPerAccount: 3,
      databaseStatementTimeoutMs: 5000,
      databaseIdleInTransactionTimeoutMs: 100,
      extensionIds: ['abcdefghijklmnopabcdefghijklmnop'],
      eventStreamsPerUser: 3,
      eventStreamsPerProcess: 500,
      jobLeaseMs: 10_000,
      youtubeFeedUrl: 'http://proxy.lan/feeds/videos.xml',
      youtubePageUrl: 'http://proxy.lan',
      subscriptionPollMs: 5_000,
      availabilityChecksPerMinute: 600,
      // As URL spells an origin: lower case, a default port left out.
      webhookTrustedOrigins: [
        'http://tubearchivist:8000',
        'https://pinchflat.lan',
        'http://192.168.1.20',
      ],
      downloadsPerUser: 5,
      downloadStallMs: 30_000,
      downloadSpoolMaxBytes: 16 * 1024 * 1024,
      outboundFetchesInFlight: 4,
      outboundBytesInFlight: 8 * 1024 * 1024,
    });
  });

  it.each([
    ['PORT', '3000.5'],
    ['PORT', '-1'],
    ['HOST', '   '],
    ['ALLOWED_HOSTS', 'vidshelf.example.com:3000'],
    ['ALLOWED_HOSTS', 'https://vidshelf.example.com'],
    ['ALLOWED_HOSTS', '*.example.com'],
    ['ALLOWED_HOSTS', 'ok.example, not a name'],
    ['DATA_DIR', ' '],
    ['DATABASE_URL', 'localhost:5432'],
    ['ALLOW_SIGNUP', 'sometimes'],
    ['JWT_SECRET', 'tooshort'],
    ['YOUTUBE_OEMBED_URL', 'javascript:alert(1)'],
    ['VIMEO_OEMBED_URL', 'ftp://vimeo.com/api/oembed.json'],
    ['VIMEO_OEMBED_URL', 'vimeo.com/api/oembed.json'],
    ['DAILYMOTION_OEMBED_URL', 'file:///etc/passwd'],
    ['TED_OEMBED_URL', 'not a url'],
    ['YOUTUBE_WATCH_URL', 'www.youtube.com/watch'],
    ['YOUTUBE_WATCH_URL', 'file:///etc/passwd'],
    ['YOUTUBE_WATCH_URL', 'https://me:secret@www.youtube.com/watch'],
    ['YOUTUBE_EMBED_URL', 'https://www.youtube-nocookie.com/embed?autoplay=0'],
    ['YOUTUBE_EMBED_URL', 'javascript:alert(1)'],
    ['VIMEO_PLAYER_URL', 'https://player.vimeo.com/video#x'],
    ['VIMEO_PLAYER_URL', 'https://me:secret@player.example/video'],
    ['YOUTUBE_FEED_URL', 'gopher://youtube.com/feeds'],
    ['YOUTUBE_PAGE_URL', 'https://me:secret@proxy.lan'],
    ['SUBSCRIPTION_POLL_SECONDS', '4'],
    ['SUBSCRIPTION_POLL_SECONDS', 'hourly'],
    ['AVAILABILITY_CHECKS_PER_MINUTE', '0'],
    ['AVAILABILITY_CHECKS_PER_MINUTE', '601'],
    ['WEBHOOK_TRUSTED_ORIGINS', 'tubearchivist:8000'],
    ['WEBHOOK_TRUSTED_ORIGINS', 'http://tubearchivist:8000/api/hook'],
    ['WEBHOOK_TRUSTED_ORIGINS', 'http://ok.lan, ftp://files.lan'],
    ['WEBHOOK_TRUSTED_ORIGINS', 'http://me:secret@hooks.lan'],
    ['WEBHOOK_TRUSTED_ORIGINS', 'http://hooks.lan/?'],
    ['METADATA_FETCH', 'sometimes'],
    ['METADATA_FETCH', 'true'],
    ['ACCESS_TOKEN_TTL_SECONDS', '5'],
    ['ACCESS_TOKEN_TTL_SECONDS', 'forever'],
    ['TRUST_PROXY', '127.0.0.1'],
    ['SIGNIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES', '0'],
    ['SIGNIN_FAILURES_PER_IP_PER_15_MINUTES', '2.5'],
    ['SIGNUPS_PER_IP_PER_HOUR', 'unlimited'],
    ['REFRESHES_PER_IP_PER_MINUTE', '1000001'],
    ['BEARER_FAILURES_PER_IP_PER_15_MINUTES', '0'],
    ['SIGNINS_PER_ACCOUNT_PER_HOUR', 'many'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '3600001'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '99'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 'never'],
    ['EXTENSION_IDS', 'chrome-extension://abcdefghijklmnopabcdefghijklmnop'],
    ['EVENT_STREAMS_PER_USER', '0'],
    ['EVENT_STREAMS_PER_USER', '101'],
    ['EVENT_STREAMS_PER_PROCESS', '0'],
    ['JOB_LEASE_SECONDS', '2'],
    ['JOB_LEASE_SECONDS', '3601'],
    ['DOWNLOADS_PER_USER', '0'],
    ['DOWNLOADS_PER_USER', '101'],
    ['DOWNLOAD_STALL_SECONDS', '4'],
    ['DOWNLOAD_STALL_SECONDS', '1.5'],
    ['DOWNLOAD_SPOOL_MAX_MB', '15'],
    ['DOWNLOAD_SPOOL_MAX_MB', 'lots'],
    ['OUTBOUND_FETCHES_IN_FLIGHT', '0'],
    ['OUTBOUND_FETCHES_IN_FLIGHT', '1001'],
    ['OUTBOUND_MB_IN_FLIGHT', '1'],
    ['OUTBOUND_MB_IN_FLIGHT', '4097'],
  ])('refuses %s=%j with an error naming it', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid ${name}: `));
  });
});

describe('the rate-limit variables', () => {
  it('say what range they take', () => {
    expect(() => loadConfig({ SIGNUPS_PER_IP_PER_HOUR: '0' })).toThrow(
      'Invalid SIGNUPS_PER_IP_PER_HOUR: must be a whole number from 1 to 1000000',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '50' })).toThrow(
      'Invalid DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 3600000',
    );
    expect(() => loadConfig({ DOWNLOAD_STALL_SECONDS: '0' })).toThrow(
      'Invalid DOWNLOAD_STALL_SECONDS: must be a whole number of seconds from 5 to 3600',
    );
    expect(() => loadConfig({ OUTBOUND_MB_IN_FLIGHT: '1' })).toThrow(
      'Invalid OUTBOUND_MB_IN_FLIGHT: must be a whole number of MB from 2 to 4096',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(
      'Invalid TRUST_PROXY: must be true or false',
    );
  });
});

describe('ALLOWED_HOSTS', () => {
  it('names the entry it cannot use', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'ok.example,vidshelf.example.com:3000' })).toThrow(
      'Invalid ALLOWED_HOSTS: "vidshelf.example.com:3000" is not a host name: list names or IP addresses separated by commas, without a scheme, port or wildcard',
    );
  });

  it('reads international names as the Host header spells them (punycode)', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'bücher.example' }).allowedHosts).toEqual([
      'xn--bcher-kva.example',
    ]);
  });
});

describe('METADATA_FETCH', () => {
  it.each([
    ['on', 'on'],
    ['off', 'off'],
    ['oembed', 'oembed'],
    [' OFF ', 'off'],
    ['On', 'on'],
    ['', 'on'],
  ])('reads %j as %s', (value, mode) => {
    expect(loadConfig({ METADATA_FETCH: value }).metadataFetch).toBe(mode);
  });

  it('says which values it takes', () => {
    expect(() => loadConfig({ METADATA_FETCH: 'no' })).toThrow(
      'Invalid METADATA_FETCH: must be on, oembed or off',
    );
  });
});

describe('EXTENSION_IDS', () => {
  const A = 'abcdefghijklmnopabcdefghijklmnop';
  const B = 'ponmlkjihgfedcbaponmlkjihgfedcba';

  it.each([
    [A, [A]],
    [`${A},${B}`, [A, B]],
    [` ${A} , ${B} ,`, [A, B]],
    ['', []],
  ])('reads %j as %j', (value, ids) => {
    expect(loadConfig({ EXTENSION_IDS: value }).extensionIds).toEqual(ids);
  });

  it('names the first value that is no extension id', () => {
    for (const [value, bad] of [
      [`${A},${A.toUpperCase()}`, A.toUpperCase()],
      [`${A};${B}`, `${A};${B}`],
      [`${A},${B}q`, `${B}q`],
      [A.slice(1), A.slice(1)],
      ['qbcdefghijklmnopabcdefghijklmnop', 'qbcdefghijklmnopabcdefghijklmnop'],
    ]) {
      expect(() => loadConfig({ EXTENSION_IDS: value })).toThrow(
        `Invalid EXTENSION_IDS: must be extension ids (32 letters a to p) separated by commas; "${bad}" is not one`,
      );
    }
  });
});

describe('WEBHOOK_TRUSTED_ORIGINS', () => {
  it('names the entry it cannot use', () => {
    expect(() =>
      loadConfig({ WEBHOOK_TRUSTED_ORIGINS: 'http://ok.lan,http://hooks.lan/vidshelf' }),
    ).toThrow(
      'Invalid WEBHOOK_TRUSTED_ORIGINS: "http://hooks.lan/vidshelf" is not an origin: list http:// or https:// addresses of a scheme, host and port only, separated by commas',
    );
  });
});
