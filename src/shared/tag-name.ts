import { TAG_NAME_MAX_LENGTH, VIDEO_NOTE_MAX_LENGTH, VIDEO_TAGS_MAX } from './constants';
import { collectionNameKey, isBlankName } from './collection-name';

/*
 * Tag names (docs/decisions/0054-tags-and-notes.md): trimmed, 1 to 50 characters, no
 * commas (a bookmark file lists a link's tags as TAGS="a,b") and no control characters, compared
 * as collection names are (any case, compatibility forms folded, invisible characters dropped).
 * Kept apart from the zod contracts, so that the client can check a name without zod.
 */

export const TAG_MESSAGES = {
  empty: 'A tag cannot be empty.',
  tooLong: `A tag can have at most ${TAG_NAME_MAX_LENGTH} characters.`,
  comma: 'A tag cannot contain a comma.',
  control: 'A tag cannot contain control characters.',
  tooMany: `A video can have at most ${VIDEO_TAGS_MAX} tags.`,
  notText: 'A tag is a name, as text.',
  notAList: 'Send the tags as a list of names.',
  noteNotText: 'Send the note as text.',
  noteTooLong: `A note can have at most ${VIDEO_NOTE_MAX_LENGTH} characters.`,
  noteControl: 'The note contains characters that cannot be saved.',
} as const;

/** Control characters, and halves of surrogate pairs standing alone (no character at all). */
const TAG_CONTROL = /[\p{Cc}\p{Cs}]/u;
/** A note keeps its tabs and line breaks; no other control character, and never NUL. */
const NOTE_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Why a (trimmed) tag name cannot be saved, or null when it can. */
export function tagNameProblem(name: string): string | null {
  if (isBlankName(name)) return TAG_MESSAGES.empty;
  if (name.length > TAG_NAME_MAX_LENGTH) return TAG_MESSAGES.tooLong;
  if (name.includes(',')) return TAG_MESSAGES.comma;
  if (TAG_CONTROL.test(name)) return TAG_MESSAGES.control;
  return null;
}

/** Why a note cannot be saved, or null when it can. */
export function noteProblem(note: string): string | null {
  if (note.length > VIDEO_NOTE_MAX_LENGTH) return TAG_MESSAGES.noteTooLong;
  if (NOTE_CONTROL.test(note)) return TAG_MESSAGES.noteControl;
  return null;
}

/** What two tag names are compared by: "Live", "LIVE" and "ｌｉｖｅ" are one tag (collectionNameKey). */
export const tagKey = collectionNameKey;

/** The names with repeats (in any case) dropped, the first spelling of each kept, in order. */
export function distinctTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = tagKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
