import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';

export type OnDemandDialog<P> = ComponentType<P> & {
  /** Starts fetching the dialog's code, so its first opening shows at once. */
  preload(): Promise<unknown>;
};

/**
 * A dialog whose code is fetched when it first opens (or on `preload`), not with the screen
 * that holds it. Rendered from its first opening on, so later ones and every closing (with its
 * animation and focus return) work as if it had been there all along.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): OnDemandDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null; // a failed fetch is tried again on the next opening
        throw error;
      },
    );
    return loading;
  };
  const Dialog = lazy(preload);

  function DialogWhenOpened(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(DialogWhenOpened, { preload });
}
