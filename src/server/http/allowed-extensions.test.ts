import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { allowedExtensions, OFFICIAL_EXTENSION_ID } from './allowed-extensions';

/**
 * Chromium's id for a manifest `key` (a base64 DER SubjectPublicKeyInfo): the first 32 hex
 * digits of the key's SHA-256, each digit 0–f written as a letter a–p.
 */
function extensionIdOf(key: string): string {
  const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/** A known pair: the key in the manifest of Chromium's built-in Hangouts services extension. */
const HANGOUTS = {
  key: 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDAQt2ZDdPfoSe/JI6ID5bgLHRCnCu9T36aYczmhw/tnv6QZB2I6WnOCMZXJZlRdqWc7w9jo4BWhYS50Vb4weMfh/I0On7VcRwJUgfAxW2cHB+EkmtI1v4v/OU24OqIa1Nmv9uRVeX0GjhQukdLNhAE6ACWooaf5kqKlCeK+1GOkQIDAQAB',
  id: 'nkeimhogjdpnpccoofpliimaahmaaome',
};

const SELF_BUILT = 'abcdefghijklmnopabcdefghijklmnop';
const FOREIGN = 'ponmlkjihgfedcbaponmlkjihgfedcba';

describe('the official extension id', () => {
  it('is derived from a manifest key as Chromium derives it', () => {
    expect(extensionIdOf(HANGOUTS.key)).toBe(HANGOUTS.id);
  });

  it('is the id of the key in extension/manifest.json', () => {
    const manifestUrl = new URL('../../../extension/manifest.json', import.meta.url);
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as { key?: unknown };
    expect(typeof manifest.key).toBe('string');
    expect(extensionIdOf(manifest.key as string)).toBe(OFFICIAL_EXTENSION_ID);
  });
});

describe('allowedExtensions', () => {
  const allowed = allowedExtensions([SELF_BUILT]);

  it('knows the official extension always, and the self-built copies listed', () => {
    expect(allowed.kindOf(OFFICIAL_EXTENSION_ID)).toBe('official');
    expect(allowed.kindOf(SELF_BUILT)).toBe('self-built');
    expect(allowed.kindOf(FOREIGN)).toBeNull();
    expect(allowedExtensions([]).kindOf(OFFICIAL_EXTENSION_ID)).toBe('official');
    expect(allowedExtensions([]).kindOf(SELF_BUILT)).toBeNull();
  });

  it('refuses any other with 403 extension_not_allowed', () => {
    expect(allowed.require(SELF_BUILT)).toBe('self-built');
    let refusal: unknown;
    try {
      allowed.require(FOREIGN);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).toBody()).toEqual({
      error: {
        code: 'extension_not_allowed',
        message: 'This extension is not allowed to connect to this Vidshelf.',
      },
    });
    expect((refusal as AppError).status).toBe(403);
  });

  it('admits the origins of those extensions only', () => {
    for (const origin of [
      `chrome-extension://${OFFICIAL_EXTENSION_ID}`,
      `chrome-extension://${SELF_BUILT}`,
    ]) {
      expect(allowed.admitsOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      `chrome-extension://${FOREIGN}`,
      `chrome-extension://${OFFICIAL_EXTENSION_ID}/`,
      `chrome-extension://${OFFICIAL_EXTENSION_ID}.evil.example`,
      `https://${OFFICIAL_EXTENSION_ID}`,
      `moz-extension://${OFFICIAL_EXTENSION_ID}`,
      OFFICIAL_EXTENSION_ID,
      'null',
      '',
    ]) {
      expect(allowed.admitsOrigin(origin), origin).toBe(false);
    }
  });
});
