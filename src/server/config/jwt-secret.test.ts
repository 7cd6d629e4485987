import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '@server/test-support/temp-dir';
import { JwtSecretError, resolveJwtSecret } from './jwt-secret';

describe('the JWT secret', () => {
  it('is generated once into the data directory, owner-only, and kept', () => {
    const dir = tempDir();
    const secret = resolveJwtSecret(undefined, dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(`${secret}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(secret);
    // Nothing but the secret is left behind.
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('from JWT_SECRET wins and writes nothing', () => {
    const dir = tempDir();
    expect(resolveJwtSecret('s'.repeat(40), dir)).toBe('s'.repeat(40));
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    ['empty', '', 'is empty'],
    ['blank', ' \n', 'is empty'],
    ['short', 'abc\n', 'is shorter than 32 characters'],
  ])(
    'is refused when the stored one is %s, with one line saying what to do',
    (_name, stored, detail) => {
      const dir = tempDir();
      const file = join(dir, 'jwt-secret');
      writeFileSync(file, stored);
      const attempt = () => resolveJwtSecret(undefined, dir);
      expect(attempt).toThrow(JwtSecretError);
      expect(attempt).toThrow(
        `The JWT secret in ${file} ${detail}. Set JWT_SECRET, or delete the file to have a new one generated (everyone will have to sign in again).`,
      );
      // Left as it was: the operator decides.
      expect(readFileSync(file, 'utf8')).toBe(stored);
    },
  );
});
