import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

/**
 * sonner (the toasts and their outlet) is fetched with the first toast: a plain load of a screen
 * shows none, so its code stays out of the first download (docs/decisions/0022-bundle-budget.md).
 */
let sonner: Promise<Sonner> | null = null;
const outletListeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of outletListeners) listener();
  }
  return sonner;
}

/** True once a toast was asked for: the outlet (ThemedToaster) mounts from then on. */
export function useToastOutletWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      outletListeners.add(listener);
      return () => outletListeners.delete(listener);
    },
    () => sonner !== null,
  );
}

/** Shows a toast once sonner is loaded (at once after the first). */
export function withToast(show: (toast: Sonner['toast']) => void): void {
  void loadSonner().then(({ toast }) => show(toast));
}

/** Removes a toast; nothing to do (and nothing to fetch) when no toast was ever shown. */
export function dismissToast(id: string): void {
  void sonner?.then(({ toast }) => toast.dismiss(id));
}

/**
 * SPEC §8: errors show as a destructive toast titled "Error" (or the validation title the spec
 * names: "Invalid URL", "Cannot Rename", "Cannot Delete"). The same id replaces rather than
 * stacks an identical toast, so a repeated failure does not pile up.
 */
export function showErrorToast(description: string, title = 'Error'): void {
  withToast((toast) => toast.error(title, { id: `${title}:${description}`, description }));
}

export function showSuccessToast(title: string, description?: string): void {
  withToast((toast) => toast.success(title, { description }));
}
