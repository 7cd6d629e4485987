import {
  cloneElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type {
  ComponentType,
  FocusEvent,
  KeyboardEvent,
  PointerEvent,
  ReactElement,
  Ref,
} from 'react';

/** What the loaded menu gets besides its own props. */
export interface LoadedMenuProps {
  /** The trigger, for `DropdownMenuTrigger asChild`. */
  trigger: ReactElement;
  /** True when the user pressed the trigger before it became Radix's (code not in, not focused). */
  defaultOpen: boolean;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onPointerDown?(event: PointerEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

/** The keys that open a Radix dropdown from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** What every on-demand menu takes besides its own props. */
interface OnDemandMenuProps {
  trigger: ReactElement<TriggerProps>;
  /**
   * What the menu is for, when its element can be reused for something else (a grid card's cell
   * drawn for another video, decision 0073): when it changes, the menu is back to its trigger
   * alone, closed, as a new one would be, without the trigger being made again.
   */
  resetKey?: string;
}

export type OnDemandMenu<P> = ComponentType<P & OnDemandMenuProps> & {
  /** Starts fetching the menu's code; a trigger focused once it is in becomes the real one. */
  preload(): Promise<void>;
};

/**
 * A dropdown menu whose code (Radix's menu, popper and floating-ui) is fetched on demand rather
 * than with the screen. Until then its trigger is shown alone, announced as a closed menu
 * button; pressing it fetches the menu and opens it. Once fetched, a trigger becomes the real
 * Radix one (keeping focus if it had it) when the focus first reaches it, or opened by a press,
 * so that its use is Radix's own.
 */
export function onDemandMenu<P extends object>(
  load: () => Promise<ComponentType<P & LoadedMenuProps>>,
): OnDemandMenu<P> {
  let Loaded: ComponentType<P & LoadedMenuProps> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null; // tried again on the next press
        throw error;
      },
    );
    return loading;
  };

  function Menu({ trigger, resetKey, ...props }: P & OnDemandMenuProps) {
    const triggerRef = useRef<HTMLElement>(null);
    const refocus = useRef(false);
    /** The last press before the code was in was a key: Radix, not there to see it, would not. */
    const openedByKey = useRef(false);
    // Reached by the focus or a press (for this `resetKey`): only then does this trigger become
    // Radix's; `open`: by a press, which opens it once the code is in.
    // Swapping every trigger when the code arrived changed them all at once, inside the first
    // keys typed after a cold load (docs/product/large-libraries.md); a card mounted later stays
    // light too.
    const [reachedFor, setReachedFor] = useState<{ key?: string; open: boolean } | null>(null);
    const reached = reachedFor !== null && reachedFor.key === resetKey;
    const openOnLoad = reached && reachedFor.open;
    const subscribe = useCallback((listener: () => void) => {
      const beforeSwap = () => {
        refocus.current = document.activeElement === triggerRef.current;
        listener();
      };
      listeners.add(beforeSwap);
      return () => void listeners.delete(beforeSwap);
    }, []);
    const LoadedMenu = useSyncExternalStore(subscribe, () => (reached ? Loaded : null));

    useLayoutEffect(() => {
      if (LoadedMenu && refocus.current) {
        refocus.current = false;
        triggerRef.current?.focus();
      }
    }, [LoadedMenu]);

    useEffect(() => {
      if (!LoadedMenu || !openedByKey.current) return;
      openedByKey.current = false;
      // Radix's own trigger opens on a key with the first item focused; this menu opened on a
      // key its trigger never saw, so it focuses the menu itself: moved on, as Radix would.
      const frame = requestAnimationFrame(() => {
        const menuId = triggerRef.current?.getAttribute('aria-controls');
        const menu = menuId ? document.getElementById(menuId) : null;
        menu?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
      });
      return () => cancelAnimationFrame(frame);
    }, [LoadedMenu]);

    if (LoadedMenu) {
      return (
        <LoadedMenu
          {...(props as P)}
          defaultOpen={openOnLoad}
          trigger={cloneElement(trigger, { ref: triggerRef })}
        />
      );
    }
    const reach = (open: boolean) => {
      refocus.current = document.activeElement === triggerRef.current;
      setReachedFor((before) =>
        before !== null && before.key === resetKey && (before.open || !open)
          ? before
          : { key: resetKey, open },
      );
    };
    const requestOpen = (byKey: boolean) => {
      openedByKey.current = byKey;
      reach(true);
      preload().catch(() => undefined);
    };
    return cloneElement(trigger, {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onFocus: (event: FocusEvent<HTMLElement>) => {
        trigger.props.onFocus?.(event);
        reach(false);
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        trigger.props.onPointerDown?.(event);
        if (event.button === 0 && !event.ctrlKey) {
          // As Radix's trigger does: the focus stays out of the trigger, for the menu to take.
          event.preventDefault();
          requestOpen(false);
        }
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        trigger.props.onKeyDown?.(event);
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          requestOpen(true);
        }
      },
    } as TriggerProps);
  }
  return Object.assign(Menu, { preload });
}
