import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, SETTINGS_STORAGE_KEY } from './settings';

describe('parseSettings', () => {
  it('defaults to MM/DD/YYYY and confirming deletes', () => {
    expect(parseSettings(null)).toEqual({ dateFormat: 'MM/DD/YYYY', showDeleteModal: true });
    expect(DEFAULT_SETTINGS).toEqual(parseSettings(null));
  });

  it('keeps what was stored', () => {
    const stored = JSON.stringify({ dateFormat: 'YYYY/MM/DD', showDeleteModal: false });
    expect(parseSettings(stored)).toEqual({ dateFormat: 'YYYY/MM/DD', showDeleteModal: false });
  });

  it('replaces bad values one by one', () => {
    expect(parseSettings(JSON.stringify({ dateFormat: 'D.M.Y', showDeleteModal: false }))).toEqual({
      dateFormat: 'MM/DD/YYYY',
      showDeleteModal: false,
    });
    expect(
      parseSettings(JSON.stringify({ dateFormat: 'DD/MM/YYYY', showDeleteModal: 'no' })),
    ).toEqual({ dateFormat: 'DD/MM/YYYY', showDeleteModal: true });
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
  });

  it('lives under the product prefix', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('vidshelf-settings');
  });
});
