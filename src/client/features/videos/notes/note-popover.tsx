import { useRef } from 'react';
import type { RefObject, SyntheticEvent } from 'react';
import { XIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@client/lib/utils';
import { NoteText } from './note-text';

// React passes a portal's events up to the component that rendered it: the card, which would
// lift itself on a long touch, or open the link on a middle click, made in the note. (Not a
// pointerdown: Radix must see that one reach the page to tell a press outside; the card leaves
// the pointer's presses that are not on it alone.)
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A card's note, opened from its note mark (docs/product/watching.md#notes-that-jump-to-a-moment):
 * the whole text beside the mark, its times buttons that play the video from there. Not modal: a
 * press elsewhere, Escape or Close ends it, and the focus goes back to the mark unless the user
 * went elsewhere. Fetched on demand (note-mark.tsx): the first load of the library carries only the
 * mark.
 */
export function NotePopover({
  open,
  onOpenChange,
  anchor,
  note,
  onPlayAt,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The note mark: where the view stands, and where the focus returns. */
  anchor: RefObject<HTMLButtonElement | null>;
  note: string;
  /** Plays the video from that second; absent, the times are plain text. */
  onPlayAt?: (seconds: number) => void;
}) {
  // Radix returns the focus only to its own trigger: the mark is a plain button of the card.
  const wentElsewhere = useRef(false);
  const isMark = (target: EventTarget | null) =>
    target instanceof Node && anchor.current?.contains(target) === true;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The mark toggles the view itself: a press on it is not one outside.
          onInteractOutside={(event) => {
            if (isMark(event.target)) event.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!wentElsewhere.current) anchor.current?.focus();
            wentElsewhere.current = false;
          }}
          onTouchStart={stop}
          onMouseDown={stop}
          onAuxClick={stop}
          className={cn(
            'relative z-50 grid w-72 max-w-[calc(100vw-1rem)] gap-1 overflow-y-auto rounded-md border bg-popover p-3 text-sm text-popover-foreground shadow-md outline-none',
            // A long note scrolls within the room the window has.
            'max-h-[min(20rem,var(--radix-popover-content-available-height))]',
          )}
        >
          <Popover.Title className="pr-6 text-xs font-medium text-muted-foreground">
            Note
          </Popover.Title>
          <p className="break-words whitespace-pre-wrap">
            <NoteText
              note={note}
              onPlayAt={
                onPlayAt &&
                ((seconds) => {
                  onOpenChange(false);
                  onPlayAt(seconds);
                })
              }
            />
          </p>
          {/* Last, so that the focus starts on the note's first time; drawn in the corner. */}
          <Popover.Close
            aria-label="Close"
            title="Close"
            className="absolute top-2 right-2 cursor-pointer rounded-xs p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
