import { DEFAULT_SETTINGS, parseSettings, SETTINGS_STORAGE_KEY } from './settings';
import type { Settings } from './settings';

type Listener = () => void;
const listeners = new Set<Listener>();

// Cached by the raw string, so useSyncExternalStore gets the same object until storage changes.
let cachedRaw: string | null | undefined;
let cachedSettings: Settings = DEFAULT_SETTINGS;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null; // Blocked storage: defaults.
  }
}

export function getSettings(): Settings {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSettings = parseSettings(raw);
  }
  return cachedSettings;
}

export function updateSettings(change: Partial<Settings>): void {
  const next = { ...getSettings(), ...change };
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: keep the choice for this page only.
    cachedRaw = JSON.stringify(next);
    cachedSettings = next;
  }
  listeners.forEach((listener) => listener());
}

/** Hears changes from this tab and, through the `storage` event, from the others. */
export function subscribeToSettings(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
