import { DEFAULT_SETTINGS, parseSettings, SETTINGS_STORAGE_KEY } from './settings';
import type { Settings } from './settings';

type Listener = () => void;
const listeners = new Set<Listener>();

// Cached by the raw string, so useSyncExternalStore gets the same object until storage changes.
let cachedRaw: string | null | undefined;
let cachedSettings: Settings = DEFAULT_SETTINGS;
// While anything listens, a change reaches the cache: this tab's through updateSettings, other
// tabs' through the one `storage` listener. Storage is then read again only after one, not at
// each render of every card that shows a date (docs/product/large-libraries.md).
let stale = true;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null; // Blocked storage: defaults.
  }
}

export function getSettings(): Settings {
  if (!stale && listeners.size > 0) return cachedSettings;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSettings = parseSettings(raw);
  }
  stale = false;
  return cachedSettings;
}

const notify = () => listeners.forEach((listener) => listener());

export function updateSettings(change: Partial<Settings>): void {
  const next = { ...getSettings(), ...change };
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
    stale = true;
  } catch {
    // Blocked storage: keep the choice for this page only.
    cachedRaw = JSON.stringify(next);
    cachedSettings = next;
  }
  notify();
}

function onStorage(event: StorageEvent) {
  if (event.key !== SETTINGS_STORAGE_KEY && event.key !== null) return;
  stale = true;
  notify();
}

/** Hears changes from this tab and, through the `storage` event, from the others. */
export function subscribeToSettings(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    stale = true; // nothing listened meanwhile
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
