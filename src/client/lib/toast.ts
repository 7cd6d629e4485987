import { useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

/**
 * sonner (the toasts and their outlet) is fetched with the first toast: a plain load of a screen
 * shows none, so its code stays out of the first download (docs/decisions/0022-bundle-budget.md).
 */
let sonner: Promise<Sonner> | null = null;
/** Set once sonner's code is in: the outlet mounts then, never waiting on a fetch that fails. */
let loaded = false;
const outletListeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').then(
      (module) => {
        loaded = true;
        for (const listener of outletListeners) listener();
        return module;
      },
      (error: unknown) => {
        // Not fetched (offline before it ever was): the next toast tries again.
        sonner = null;
        throw error;
      },
    );
  }
  return sonner;
}

/**
 * Fetches sonner's code without showing anything, at the user's first interaction: a toast
 * needed after the network went (a failed save said offline) then has its code at hand.
 */
export function preloadToasts(): void {
  import('sonner').catch(() => undefined);
}

/** True once a toast's code is in: the outlet (ThemedToaster) mounts from then on. */
export function useToastOutletWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      outletListeners.add(listener);
      return () => outletListeners.delete(listener);
    },
    () => loaded,
  );
}

/** Shows a toast once sonner is loaded (at once after the first). */
export function withToast(show: (toast: Sonner['toast']) => void): void {
  // A toast whose code cannot be fetched is not shown (the offline banner says why).
  loadSonner().then(
    ({ toast }) => show(toast),
    () => undefined,
  );
}

/** Removes a toast; nothing to do (and nothing to fetch) when no toast was ever shown. */
export function dismissToast(id: string): void {
  void sonner?.then(({ toast }) => toast.dismiss(id));
}

/** The error toasts on show: each speaks of the screen or form that raised it. */
const errorToastIds = new Set<string>();

/**
 * docs/product/errors.md: errors show as a destructive toast titled "Error" (or the validation
 * title the spec names: "Invalid URL", "Cannot Rename", "Cannot Delete"). The same id replaces
 * rather than stacks an identical toast, so a repeated failure does not pile up.
 */
export function showErrorToast(
  description: string,
  title = 'Error',
  id = `${title}:${description}`,
): void {
  errorToastIds.add(id);
  withToast((toast) => toast.error(title, { id, description }));
}

/**
 * docs/product/honest-screens.md#error-toasts: an error belongs to the form or screen it came from,
 * so it goes when the user moves on (another route, the other auth form) instead of lingering over
 * the next one.
 */
export function useDismissErrorToasts(where: unknown): void {
  useEffect(() => {
    for (const id of errorToastIds) dismissToast(id);
    errorToastIds.clear();
  }, [where]);
}

export function showSuccessToast(title: string, description?: string): void {
  withToast((toast) => toast.success(title, { description }));
}
