import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

/**
 * What each key does on the library screen (docs/product/keyboard-shortcuts.md), as the `?` key
 * shows it.
 */
export const SHORTCUTS: ReadonlyArray<{ keys: readonly string[]; does: string }> = [
  { keys: ['/'], does: 'Search videos' },
  { keys: ['Esc'], does: 'Clear the search' },
  { keys: ['N'], does: 'Add a video' },
  { keys: ['←', '→', '↑', '↓'], does: 'Move between videos' },
  { keys: ['Home', 'End'], does: 'First or last video' },
  { keys: ['Enter'], does: 'Open the video in a new tab' },
  { keys: ['P'], does: 'Play the video here (YouTube and Vimeo)' },
  { keys: ['E'], does: 'Edit the video' },
  { keys: ['W'], does: 'Mark the video watched or unwatched' },
  { keys: ['Delete'], does: 'Delete the video' },
  { keys: ['Z'], does: 'Undo a delete (or an add from the clipboard) while its note shows' },
  { keys: ['Space'], does: 'Pick the video up to move it; arrows, then Space to drop' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

/**
 * The player's keys (docs/product/watching.md#queue) while the focus is on its dialog; inside the
 * site's frame, the site's own keys seek, pause and change the speed.
 */
export const PLAYER_SHORTCUTS: ReadonlyArray<{ keys: readonly string[]; does: string }> = [
  { keys: ['Shift', 'N'], does: 'Next video of the queue' },
  { keys: ['Shift', 'P'], does: 'Previous video of the queue' },
  { keys: ['Esc'], does: 'Close the player' },
  {
    keys: ['Tab'],
    does: 'Into the site’s player, whose own keys seek (← →, J, L) and pause (K, Space)',
  },
];

/** One list of keys and what they do. */
function KeyList({ shortcuts }: { shortcuts: typeof SHORTCUTS }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
      {shortcuts.map(({ keys, does }) => (
        <div key={does} className="contents">
          <dt className="flex gap-1">
            {keys.map((key) => (
              <kbd
                key={key}
                className="min-w-7 rounded border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
              >
                {key}
              </kbd>
            ))}
          </dt>
          <dd>{does}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The list of keyboard shortcuts; fetched when first opened. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            On the library, whenever you are not typing in a field.
          </DialogDescription>
        </DialogHeader>
        <KeyList shortcuts={SHORTCUTS} />
        <h3 className="text-sm font-medium">In the player</h3>
        <KeyList shortcuts={PLAYER_SHORTCUTS} />
      </DialogContent>
    </Dialog>
  );
}
