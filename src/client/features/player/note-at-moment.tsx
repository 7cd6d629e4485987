import { useEffect, useId, useRef, useState } from 'react';
import type { Video } from '@shared/contracts/library';
import { noteProblem } from '@shared/tag-name';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { clockTime } from '@shared/duration';

/** The video's note with a moment added on a line of its own, ready for the words after it. */
export const withMoment = (note: string, seconds: number): string =>
  `${note.trimEnd()}${note.trim() === '' ? '' : '\n'}${clockTime(seconds)} `;

/**
 * "Add note at 12:34" (docs/product/watching.md#notes): the note, with the moment appended, in an
 * editor under the player, focused at its end so the person types what the moment is. Saved as
 * the video's note (searchable as any note); its times become links that play from there.
 */
export function NoteAtMoment({
  video,
  seconds,
  onSave,
  onDone,
}: {
  video: Video;
  seconds: number;
  onSave(video: Video, note: string): Promise<boolean>;
  onDone(): void;
}) {
  const id = useId();
  const [note, setNote] = useState(() => withMoment(video.note, seconds));
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const box = field.current;
    if (!box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);
  const problem = noteProblem(note);
  return (
    <form
      data-keeps-escape
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || saving) return;
        setSaving(true);
        void onSave(video, note).then((saved) => {
          setSaving(false);
          if (saved) onDone();
        });
      }}
    >
      <Label htmlFor={id}>Note</Label>
      <Textarea
        id={id}
        ref={field}
        rows={4}
        value={note}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          // Escape leaves the note, not the player (whose dialog lets it by: data-keeps-escape).
          if (event.key === 'Escape') onDone();
        }}
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={problem !== null || saving}>
          Save note
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
