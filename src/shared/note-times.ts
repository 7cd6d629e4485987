/**
 * Moments written in a video's note (docs/product/watching.md#notes-that-jump-to-a-moment): "the
 * solo at 3:05" names the moment 185 seconds in, "1:02:03" 3723 seconds. A time is `m:ss` or
 * `h:mm:ss`, written as a video site shows a length (src/shared/duration.ts): the first field 1 to
 * 3 digits (a week is "168:00:00"), each later one exactly two, seconds below 60, and minutes below
 * 60 only after an hour (without one, "61:00" is 3660 seconds). It is a word of its own: the note
 * is cut at white space and at the dashes "–" and "—", and a time must be the whole of its word
 * but for the brackets, quotes and punctuation around it ("(3:05)", "3:05,", "@3:05"). So
 * "10:30:45:12", "v1:02", "12:345", "3:5" and a link such as "https://x.com/a:01" are no times.
 * Two times joined by a hyphen ("3:05-3:40") are both times. Whether a time can be played is the
 * caller's to decide: only a video the in-app player can show has moments to jump to.
 */

export type NoteSegment =
  | { kind: 'text'; text: string }
  | {
      kind: 'time';
      /** As written, e.g. "3:05" or "01:02:03". */
      text: string;
      seconds: number;
    };

const TIME = /^(?:(\d{1,3}):([0-5]\d):([0-5]\d)|(\d{1,3}):([0-5]\d))$/;
/** What may stand before a time inside its word: brackets, quotes, emphasis, "@". */
const LEADING = /^[([{"'“‘«‹*_~@]+/;
/** What may follow it: brackets, quotes, emphasis, punctuation. */
const TRAILING = /[)\]}"'”’»›*_.,;:!?…]+$/;
/** White space and the typographic dashes cut a note into words; the separators are kept. */
const SEPARATORS = /(\s+|[–—])/;

/** The seconds `text` names when it is a whole time, else null. */
export function timeSeconds(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds, shortMinutes, shortSeconds] = match;
  return hours !== undefined
    ? Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
    : Number(shortMinutes) * 60 + Number(shortSeconds);
}

/** The times of one word, each with its seconds: one, two joined by a hyphen, or none. */
function timesOf(core: string): [string, number][] {
  const times: [string, number][] = [];
  const parts = core.split('-');
  if (parts.length > 2) return [];
  for (const part of parts) {
    const seconds = timeSeconds(part);
    if (seconds === null) return [];
    times.push([part, seconds]);
  }
  return times;
}

/**
 * The note as text and times, in order: their texts joined give the note back exactly. Adjacent
 * text is one segment; a note without a time is one text segment (none when empty).
 */
export function noteSegments(note: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  const addText = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  // Odd places hold the separators split kept.
  note.split(SEPARATORS).forEach((word, index) => {
    const leading = LEADING.exec(word)?.[0] ?? '';
    const rest = word.slice(leading.length);
    const trailing = TRAILING.exec(rest)?.[0] ?? '';
    const times = index % 2 === 0 ? timesOf(rest.slice(0, rest.length - trailing.length)) : [];
    if (times.length === 0) {
      addText(word);
      return;
    }
    addText(leading);
    times.forEach(([text, seconds], i) => {
      if (i > 0) addText('-');
      segments.push({ kind: 'time', text, seconds });
    });
    addText(trailing);
  });
  return segments;
}

/** Whether the note names any time. */
export const hasNoteTime = (note: string): boolean =>
  noteSegments(note).some((segment) => segment.kind === 'time');
