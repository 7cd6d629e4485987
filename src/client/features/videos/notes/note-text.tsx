import { noteSegments } from '@shared/note-times';

/**
 * A video's note with each time it names (docs/product/watching.md#notes-that-jump-to-a-moment)
 * as a button "Play from 3:05" that plays the video from there; with no `onPlayAt` (a video the
 * in-app player cannot show, or no player to ask) the times stay plain text. The note's own line
 * breaks and spaces are the container's to keep (`whitespace-pre-wrap`).
 */
export function NoteText({
  note,
  onPlayAt,
}: {
  note: string;
  onPlayAt?: (seconds: number) => void;
}) {
  return noteSegments(note).map((segment, index) =>
    segment.kind === 'time' && onPlayAt ? (
      <button
        key={index}
        type="button"
        aria-label={`Play from ${segment.text}`}
        title={`Play from ${segment.text}`}
        onClick={() => onPlayAt(segment.seconds)}
        className="cursor-pointer rounded-xs font-medium text-primary underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {segment.text}
      </button>
    ) : (
      segment.text
    ),
  );
}
