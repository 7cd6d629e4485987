import { describe, expect, it } from 'vitest';
import { importPhase } from './import-phase';
import { anImport } from './test-support/test-import';

describe('what the import card shows', () => {
  it('follows the import’s status', () => {
    expect(importPhase({ data: null, isError: false })).toBe('pick');
    expect(importPhase({ data: anImport({ status: 'reading' }), isError: false })).toBe('pick');
    expect(importPhase({ data: anImport({ status: 'staged' }), isError: false })).toBe('preview');
    expect(importPhase({ data: anImport({ status: 'running' }), isError: false })).toBe('progress');
    expect(importPhase({ data: anImport({ status: 'done' }), isError: false })).toBe('result');
  });

  it('waits for the first answer, and keeps what it shows when a later read fails', () => {
    expect(importPhase({ data: undefined, isError: false })).toBe('loading');
    expect(importPhase({ data: undefined, isError: true })).toBe('failed');
    expect(importPhase({ data: anImport({ status: 'running' }), isError: true })).toBe('progress');
  });
});
