/**
 * Where focus goes when a dialog opened from a collection's menu closes. The menu item that
 * opened it is gone by then, so Radix would drop focus on the page: go back to that
 * collection's menu button, or (after a delete) to the selected collection.
 */
export function focusCollectionControl(collectionId: string | undefined): void {
  const options =
    collectionId === undefined
      ? null
      : document.querySelector<HTMLElement>(
          `[data-collection-options="${CSS.escape(collectionId)}"]`,
        );
  const fallback = document.querySelector<HTMLElement>(
    '[data-slot="sidebar-menu-button"][aria-current="true"]',
  );
  (options ?? fallback)?.focus();
}
