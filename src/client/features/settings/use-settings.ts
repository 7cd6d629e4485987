import { useSyncExternalStore } from 'react';
import { getSettings, subscribeToSettings, updateSettings } from './settings-store';
import type { Settings } from './settings';

/** The browser-kept settings (`vidshelf-settings`), live across components and tabs. */
export function useSettings(): [Settings, (change: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(subscribeToSettings, getSettings);
  return [settings, updateSettings];
}
