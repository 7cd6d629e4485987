import { describe, expect, it } from 'vitest';
import { snapshotSaw, snapshotWith } from './snapshot-saw';

describe('snapshotSaw', () => {
  it('saw what ended before xmin, and what ended between xmin and xmax without being in flight', () => {
    expect(snapshotSaw('100:105:101,103', '99')).toBe(true);
    expect(snapshotSaw('100:105:101,103', '100')).toBe(true);
    expect(snapshotSaw('100:105:101,103', '102')).toBe(true);
    expect(snapshotSaw('100:105:101,103', '104')).toBe(true);
    expect(snapshotSaw('100:100:', '99')).toBe(true);
  });

  it('did not see what was in flight, or started at xmax or later', () => {
    expect(snapshotSaw('100:105:101,103', '101')).toBe(false);
    expect(snapshotSaw('100:105:101,103', '103')).toBe(false);
    expect(snapshotSaw('100:105:101,103', '105')).toBe(false);
    expect(snapshotSaw('100:105:', '1000')).toBe(false);
    expect(snapshotSaw('100:100:', '100')).toBe(false);
  });

  it('compares ids past 2^53 exactly, and a shorter id as smaller', () => {
    const big = '18446744073709551000';
    expect(snapshotSaw(`${big}:18446744073709551010:`, '18446744073709551009')).toBe(true);
    expect(snapshotSaw(`${big}:18446744073709551010:`, '18446744073709551010')).toBe(false);
    expect(snapshotSaw('9:10:', '10')).toBe(false);
    expect(snapshotSaw('10:11:', '9')).toBe(true);
  });

  it('takes nothing as seen from text PostgreSQL does not write', () => {
    for (const snapshot of ['', '1:2', '1:2:3:4', 'a:2:', '01:2:', '-1:2:', ' 1:2:']) {
      expect(snapshotSaw(snapshot, '0')).toBe(false);
    }
    for (const xid of ['', '1.5', '07', 'x', '123456789012345678901']) {
      expect(snapshotSaw('100:200:', xid)).toBe(false);
    }
  });
});

describe('snapshotWith', () => {
  it('adds the newest transaction, listing those started before it as unseen', () => {
    expect(snapshotWith('100:105:101', '107')).toBe('100:108:101,105,106');
    expect(snapshotWith('100:105:', '105')).toBe('100:106:');
    const grown = snapshotWith('100:105:101', '107')!;
    expect(snapshotSaw(grown, '107')).toBe(true);
    expect(snapshotSaw(grown, '104')).toBe(true);
    for (const unseen of ['101', '105', '106', '108'])
      expect(snapshotSaw(grown, unseen)).toBe(false);
  });

  it('takes a transaction in flight off the list, and keeps a snapshot that saw it', () => {
    expect(snapshotWith('100:105:101,103', '103')).toBe('100:105:101');
    expect(snapshotWith('100:105:101', '102')).toBe('100:105:101');
  });

  it('names none for text PostgreSQL does not write, or a list too long', () => {
    expect(snapshotWith('garbage', '5')).toBeNull();
    expect(snapshotWith('100:105:', 'x')).toBeNull();
    expect(snapshotWith('100:105:', '5000')).toBeNull();
    expect(snapshotWith('18446744073709551000:18446744073709551000:', '18446744073709551002')).toBe(
      '18446744073709551000:18446744073709551003:18446744073709551000,18446744073709551001',
    );
  });
});
