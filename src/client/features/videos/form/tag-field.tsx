import type { KeyboardEvent, RefObject } from 'react';
import { X } from 'lucide-react';
import { TAG_NAME_MAX_LENGTH } from '@shared/constants';
import { distinctTagNames, tagKey } from '@shared/tag-name';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { splitTagDraft } from './video-validation';

/**
 * A video's tags (docs/product/tags-and-notes.md): the chosen ones as chips, each with its own
 * remove button, and a box to type more in, with the user's other tags offered as suggestions (the
 * browser's own list, which every assistive technology knows). Enter or a comma adds what is typed;
 * Enter in an empty box submits the form (docs/product/screens-and-routes.md: Enter in any field
 * submits); Backspace in an empty box takes the last chip off. What is still typed when the form is
 * sent counts too (the caller adds `draft`). A name the user has already, in any case, takes that
 * spelling.
 */
export function TagField({
  id,
  input,
  tags,
  draft,
  known,
  invalid,
  onChange,
}: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  tags: readonly string[];
  draft: string;
  /** The user's tags, for suggestions and their spelling. */
  known: readonly string[];
  invalid: boolean;
  onChange(next: { tags: string[]; draft: string }): void;
}) {
  const spelt = (name: string) => known.find((tag) => tagKey(tag) === tagKey(name)) ?? name;
  const add = (text: string) =>
    onChange({ tags: distinctTagNames([...tags, ...splitTagDraft(text).map(spelt)]), draft: '' });
  const chosen = new Set(tags.map(tagKey));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim() !== '') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      onChange({ tags: tags.slice(0, -1), draft });
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      {tags.length > 0 && (
        <ul aria-label="Tags of this video" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-xs text-secondary-foreground"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="grid size-4 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onChange({ tags: tags.filter((other) => other !== tag), draft })}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        ref={input}
        id={id}
        list={`${id}-suggestions`}
        autoComplete="off"
        placeholder="Add a tag, then Enter"
        // Several names, comma-separated, can be pasted at once.
        maxLength={TAG_NAME_MAX_LENGTH * 20}
        value={draft}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const text = event.target.value;
          // A suggestion picked from the list arrives whole, as a replacement: added at once.
          // (Typing or erasing down to a tag's name is not a pick.)
          const picked = known.find((tag) => tag === text && !chosen.has(tagKey(tag)));
          const replaced = (event.nativeEvent as InputEvent).inputType === 'insertReplacementText';
          if (picked && replaced) add(picked);
          else onChange({ tags: [...tags], draft: text });
        }}
      />
      <datalist id={`${id}-suggestions`}>
        {known
          .filter((tag) => !chosen.has(tagKey(tag)))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
    </div>
  );
}
