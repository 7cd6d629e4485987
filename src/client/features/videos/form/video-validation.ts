import { LIBRARY_MESSAGES } from '@shared/library-messages';
import { distinctTagNames, noteProblem, TAG_MESSAGES, tagNameProblem } from '@shared/tag-name';
import { VIDEO_TAGS_MAX } from '@shared/constants';
import { isHttpUrl } from '@shared/urls';

/**
 * A refusal as the toast shows it: docs/product/errors.md titles validation toasts "Error" unless
 * it names one.
 */
export interface ValidationProblem {
  title: string;
  description: string;
  /** The field to put the user back in. */
  field: 'title' | 'url' | 'categoryId' | 'tags' | 'note';
}

export const ERROR_TITLE = 'Error';

type Checked<T> = { ok: true; value: T } | { ok: false; problem: ValidationProblem };

/** docs/product/validation.md "Add video": URL present, then parseable, then a category chosen. */
export function validateNewVideo(input: {
  url: string;
  categoryId: string;
}): Checked<{ url: string; categoryId: string }> {
  const url = input.url.trim();
  if (url === '') return fail('url', ERROR_TITLE, LIBRARY_MESSAGES.urlRequired);
  if (!isHttpUrl(url))
    return fail('url', LIBRARY_MESSAGES.invalidUrlTitle, LIBRARY_MESSAGES.invalidUrl);
  if (input.categoryId === '')
    return fail('categoryId', ERROR_TITLE, LIBRARY_MESSAGES.collectionRequired);
  return { ok: true, value: { url, categoryId: input.categoryId } };
}

/**
 * docs/product/validation.md "Edit video", in its order: title, URL present, URL parseable,
 * category. The edit form says the invalid-URL refusal in one line
 * ("Invalid URL: Please enter a valid URL"). Values come back trimmed, as they are saved.
 */
export function validateVideoEdit(input: {
  title: string;
  url: string;
  categoryId: string;
}): Checked<{ title: string; url: string; categoryId: string }> {
  const title = input.title.trim();
  const url = input.url.trim();
  if (title === '') return fail('title', ERROR_TITLE, LIBRARY_MESSAGES.titleRequired);
  if (url === '') return fail('url', ERROR_TITLE, LIBRARY_MESSAGES.urlRequired);
  if (!isHttpUrl(url))
    return fail(
      'url',
      ERROR_TITLE,
      `${LIBRARY_MESSAGES.invalidUrlTitle}: ${LIBRARY_MESSAGES.invalidUrl}`,
    );
  if (input.categoryId === '')
    return fail('categoryId', ERROR_TITLE, LIBRARY_MESSAGES.collectionRequired);
  return { ok: true, value: { title, url, categoryId: input.categoryId } };
}

/** The names typed in a tag field's box: a comma separates two (no name can hold one). */
export const splitTagDraft = (draft: string): string[] =>
  draft
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The fields of docs/product/tags-and-notes.md after the spec's, checked after them as the server
 * does: the chosen tags and any still typed in the box (repeats in any case once, the first
 * spelling kept), then the note. Values come back trimmed, as they are saved.
 */
export function validateTagsAndNote(input: {
  tags: readonly string[];
  draft: string;
  note: string;
}): Checked<{ tags: string[]; note: string }> {
  const tags = distinctTagNames([...input.tags, ...splitTagDraft(input.draft)]);
  for (const name of tags) {
    const problem = tagNameProblem(name);
    if (problem) return fail('tags', ERROR_TITLE, problem);
  }
  if (tags.length > VIDEO_TAGS_MAX) return fail('tags', ERROR_TITLE, TAG_MESSAGES.tooMany);
  const note = input.note.trim();
  const problem = noteProblem(note);
  if (problem) return fail('note', ERROR_TITLE, problem);
  return { ok: true, value: { tags, note } };
}

function fail(
  field: ValidationProblem['field'],
  title: string,
  description: string,
): { ok: false; problem: ValidationProblem } {
  return { ok: false, problem: { field, title, description } };
}
