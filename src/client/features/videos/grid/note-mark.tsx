import { useRef, useState } from 'react';
import { lazyDialog } from '@client/lib/lazy-dialog';
import { quietly } from '@client/lib/use-preload-on-interaction';
import { MaskIcon } from '@client/components/mask-icon/mask-icon';

// The note's view and the time parser are fetched when a mark is first pointed at or focused:
// the library's first load carries only the marks (docs/decisions/0022-bundle-budget.md).
const NotePopover = lazyDialog(
  async () => (await import('../notes/note-popover')).NotePopover,
  (props) => props.open,
);
const preload = quietly(NotePopover.preload);

/**
 * A card's note mark (docs/product/tags-and-notes.md#card), named "Note: …" with the note as its
 * tooltip: a button that opens the note beside it, whose times play the video from there
 * (docs/product/watching.md#notes-that-jump-to-a-moment).
 */
export function NoteMark({
  note,
  onPlayAt,
}: {
  note: string;
  /** Plays the video from that second; absent (no in-app player), the times are plain text. */
  onPlayAt?: (seconds: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const mark = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={mark}
        type="button"
        data-slot="note-mark"
        aria-label={`Note: ${note}`}
        title={note}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(!open)}
        // A larger target than the icon, drawn the same size.
        className="-m-1 inline-flex cursor-pointer rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <MaskIcon name="notebook-pen" className="size-3.5" />
      </button>
      <NotePopover
        open={open}
        onOpenChange={setOpen}
        anchor={mark}
        note={note}
        onPlayAt={onPlayAt}
      />
    </>
  );
}
