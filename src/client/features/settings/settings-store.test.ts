import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_STORAGE_KEY } from './settings';

type StorageListener = (event: Pick<StorageEvent, 'key'>) => void;

/** A window with a localStorage that counts its reads, and its `storage` listeners. */
function fakeWindow(blocked = false) {
  const stored = new Map<string, string>();
  const storageListeners = new Set<StorageListener>();
  const reads = { count: 0 };
  vi.stubGlobal('window', {
    localStorage: {
      getItem(key: string) {
        if (blocked) throw new Error('SecurityError');
        reads.count++;
        return stored.get(key) ?? null;
      },
      setItem(key: string, value: string) {
        if (blocked) throw new Error('SecurityError');
        stored.set(key, value);
      },
    },
    addEventListener: (type: string, listener: StorageListener) =>
      type === 'storage' && storageListeners.add(listener),
    removeEventListener: (type: string, listener: StorageListener) =>
      storageListeners.delete(listener),
  });
  /** Another tab wrote `value`: the browser's `storage` event here. */
  const otherTabWrites = (value: string) => {
    stored.set(SETTINGS_STORAGE_KEY, value);
    for (const listener of storageListeners) listener({ key: SETTINGS_STORAGE_KEY });
  };
  return { reads, storageListeners, otherTabWrites };
}

// The store keeps its cache in module state: each test starts from a fresh module.
const freshStore = async () => {
  vi.resetModules();
  return import('./settings-store');
};

describe('the settings store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('reads storage once while listened to, however many renders ask', async () => {
    const { reads } = fakeWindow();
    const store = await freshStore();
    const stop = store.subscribeToSettings(() => undefined);
    const first = store.getSettings();
    for (let i = 0; i < 50; i++) expect(store.getSettings()).toBe(first);
    expect(reads.count).toBe(1);
    stop();
  });

  it('has one storage listener for every subscriber, gone with the last', async () => {
    const { storageListeners } = fakeWindow();
    const store = await freshStore();
    const stops = [1, 2, 3].map(() => store.subscribeToSettings(() => undefined));
    expect(storageListeners.size).toBe(1);
    for (const stop of stops) stop();
    expect(storageListeners.size).toBe(0);
  });

  it("hears another tab's change and reads it", async () => {
    const { otherTabWrites } = fakeWindow();
    const store = await freshStore();
    const heard = vi.fn();
    store.subscribeToSettings(heard);
    expect(store.getSettings().dateFormat).toBe('MM/DD/YYYY');
    otherTabWrites(JSON.stringify({ dateFormat: 'YYYY/MM/DD' }));
    expect(heard).toHaveBeenCalledOnce();
    expect(store.getSettings().dateFormat).toBe('YYYY/MM/DD');
  });

  it("tells of this tab's change and reads it", async () => {
    fakeWindow();
    const store = await freshStore();
    const heard = vi.fn();
    store.subscribeToSettings(heard);
    store.getSettings();
    store.updateSettings({ dateFormat: 'DD/MM/YYYY' });
    expect(heard).toHaveBeenCalledOnce();
    expect(store.getSettings().dateFormat).toBe('DD/MM/YYYY');
  });

  it('keeps a choice for the page when storage is blocked', async () => {
    fakeWindow(true);
    const store = await freshStore();
    store.subscribeToSettings(() => undefined);
    expect(store.getSettings().dateFormat).toBe('MM/DD/YYYY');
    store.updateSettings({ dateFormat: 'YYYY/MM/DD' });
    expect(store.getSettings().dateFormat).toBe('YYYY/MM/DD');
  });
});
