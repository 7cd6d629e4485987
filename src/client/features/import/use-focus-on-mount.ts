import { useEffect, useRef } from 'react';

/**
 * Focuses the element when it first appears, if asked: when the user's own action (choosing a
 * file, starting) replaced what had the focus. Never when the card changes by itself (an import
 * finishing), which would pull the focus away from wherever the user is on the page.
 */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(focus);
  useEffect(() => {
    if (wanted.current) ref.current?.focus();
  }, []);
  return ref;
}
