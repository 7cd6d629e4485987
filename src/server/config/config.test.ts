import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      allowSignup: true,
      youtubeOembedUrl: 'https://www.youtube.com/oembed',
      accessTokenTtlSeconds: 3600,
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
        DATA_DIR: '/var/lib/vidshelf',
        DATABASE_URL: 'postgresql://app:secret@db:5432/vidshelf',
        JWT_SECRET: 'x'.repeat(32),
        ALLOW_SIGNUP: 'FALSE',
        YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9999/oembed',
        ACCESS_TOKEN_TTL_SECONDS: '60',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/vidshelf',
      databaseUrl: 'postgresql://app:secret@db:5432/vidshelf',
      jwtSecret: 'x'.repeat(32),
      allowSignup: false,
      youtubeOembedUrl: 'http://127.0.0.1:9999/oembed',
      accessTokenTtlSeconds: 60,
    });
  });

  it.each([
    ['PORT', '3000.5'],
    ['PORT', '-1'],
    ['HOST', '   '],
    ['DATA_DIR', ' '],
    ['DATABASE_URL', 'localhost:5432'],
    ['ALLOW_SIGNUP', 'sometimes'],
    ['JWT_SECRET', 'tooshort'],
    ['YOUTUBE_OEMBED_URL', 'javascript:alert(1)'],
    ['ACCESS_TOKEN_TTL_SECONDS', '5'],
    ['ACCESS_TOKEN_TTL_SECONDS', 'forever'],
  ])('refuses %s=%j with an error naming it', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid ${name}: `));
  });
});
