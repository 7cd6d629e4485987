import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { FolderPlus } from 'lucide-react';
import { COLLECTION_NAME_MAX_LENGTH } from '@shared/constants';
import { SidebarMenuItem } from '@client/components/ui/sidebar';

/**
 * The inline new-collection field (docs/product/screens-and-routes.md): Enter, or leaving it with
 * text, submits; Escape, or leaving it empty, cancels. `onDone(name)` gets the text, or null when
 * cancelled; `viaKey` says the keyboard ended it, so focus can go back where it came from.
 */
export function AddCollectionInput({
  onDone,
  describedBy,
}: {
  onDone(name: string | null, viaKey: boolean): void;
  /** The plan-limit note, when the plan is full. */
  describedBy?: string | undefined;
}) {
  // Enter and Escape unmount the field, which can fire a blur too: end only once.
  const ended = useRef(false);
  function end(name: string | null, viaKey: boolean) {
    if (ended.current) return;
    ended.current = true;
    onDone(name !== null && name.trim() !== '' ? name : null, viaKey);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      end(event.currentTarget.value, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      end(null, true);
    }
  }

  return (
    <SidebarMenuItem className="flex items-center gap-2 px-2">
      <FolderPlus aria-hidden="true" className="size-4 shrink-0 text-sidebar-foreground/70" />
      <input
        autoFocus
        type="text"
        aria-label="New collection name"
        aria-describedby={describedBy}
        placeholder="Collection name"
        maxLength={COLLECTION_NAME_MAX_LENGTH}
        onKeyDown={onKeyDown}
        onBlur={(event) => end(event.currentTarget.value, false)}
        className="h-8 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50"
      />
    </SidebarMenuItem>
  );
}
