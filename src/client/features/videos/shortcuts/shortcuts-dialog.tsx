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
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(({ keys, does }) => (
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
      </DialogContent>
    </Dialog>
  );
}
