import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES } from '@shared/constants';
import { IMPORT_FILE_ACCEPT, IMPORT_FILE_TOO_LARGE, importFileRefusal } from './import-file';

describe('choosing a file to import', () => {
  it('refuses a file over the cap before sending it, in the server’s words', () => {
    expect(IMPORT_FILE_TOO_LARGE).toBe('Import files can be at most 32 MB.');
    expect(importFileRefusal({ size: IMPORT_FILE_MAX_BYTES + 1 })).toBe(IMPORT_FILE_TOO_LARGE);
  });

  it('sends anything up to the cap, empty files included (the server says what is wrong)', () => {
    expect(importFileRefusal({ size: IMPORT_FILE_MAX_BYTES })).toBeNull();
    expect(importFileRefusal({ size: 0 })).toBeNull();
  });

  it('offers the kinds of file the server reads', () => {
    expect(IMPORT_FILE_ACCEPT.split(',')).toEqual(['.html', '.htm', '.json', '.csv', '.txt']);
  });
});
