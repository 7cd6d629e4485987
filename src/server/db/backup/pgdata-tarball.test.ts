import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPgdataTarball } from './pgdata-tarball';

const encode = (s: string) => new TextEncoder().encode(s);

/** One ustar entry, as PGlite's dump writes them: a 512-byte header, then the padded data. */
function entry(name: string, data = '', type = '0'): Uint8Array {
  const body = encode(data);
  const header = new Uint8Array(512);
  const put = (value: string, at: number) => header.set(encode(value), at);
  put(name, 0);
  put('0000644\0', 100);
  put(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  put(type, 156);
  put('ustar\0', 257);
  put('        ', 148);
  put(
    `${header
      .reduce((sum, byte) => sum + byte, 0)
      .toString(8)
      .padStart(6, '0')}\0 `,
    148,
  );
  const block = new Uint8Array(512 + Math.ceil(body.length / 512) * 512);
  block.set(header);
  block.set(body, 512);
  return block;
}

const END = new Uint8Array(1024);
const archive = (...parts: Uint8Array[]) => gzipSync(Buffer.concat(parts));
const pgdata = [entry('/PG_VERSION', '18\n'), entry('/base', '', '5'), entry('/base/1/112', 'x')];

describe('readPgdataTarball', () => {
  it('accepts a gzipped tar of a data directory and reads its PostgreSQL version', () => {
    const { tar, pgVersion } = readPgdataTarball(archive(...pgdata, END), 'b.tar.gz');
    expect(pgVersion).toBe('18');
    expect(tar.length).toBe(pgdata.reduce((n, part) => n + part.length, END.length));
    // Tars written by other tools name entries ./PG_VERSION.
    expect(readPgdataTarball(archive(entry('./PG_VERSION', '17'), END), 'b').pgVersion).toBe('17');
  });

  it.each([
    ['random bytes', Buffer.from('definitely not gzip'), 'not a complete gzip file'],
    ['a cut-short gzip', archive(...pgdata, END).subarray(0, 40), 'not a complete gzip file'],
    ['gzipped text', gzipSync('hello'), 'the archive ends early'],
    ['no end blocks', archive(...pgdata), 'the archive ends early'],
    [
      'an entry cut short',
      archive(entry('/PG_VERSION', 'x'.repeat(600)).subarray(0, 700)),
      'the archive ends early',
    ],
    [
      'a bad checksum',
      archive(Buffer.from(entry('/PG_VERSION', '18')).fill(65, 0, 1), END),
      'not a tar archive',
    ],
    ['no PG_VERSION', archive(entry('/base', '', '5'), END), 'no database in the archive'],
    [
      'PG_VERSION not at the top',
      archive(entry('/base/PG_VERSION', '18'), END),
      'no database in the archive',
    ],
    [
      'a path out of the directory',
      archive(...pgdata, entry('/../evil', 'x'), END),
      'unexpected entry /../evil',
    ],
    ['a symbolic link', archive(...pgdata, entry('/link', '', '2'), END), 'unexpected entry /link'],
  ])('refuses %s', (_, file, why) => {
    expect(() => readPgdataTarball(file, 'x.tar.gz')).toThrow(
      `x.tar.gz is not a Vidshelf backup, or it is damaged (${why}).`,
    );
  });
});
