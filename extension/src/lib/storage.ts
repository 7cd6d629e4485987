import type { Stored } from './stored';

// chrome.storage.local, typed by `Stored`.

export async function readStored(): Promise<Stored> {
  return (await chrome.storage.local.get(null)) as Stored;
}

export function writeStored(values: Stored): Promise<void> {
  return chrome.storage.local.set(values);
}

export function forgetStored(...keys: Array<keyof Stored>): Promise<void> {
  return chrome.storage.local.remove(keys);
}
