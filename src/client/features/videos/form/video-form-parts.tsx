import type { ComponentProps, RefObject } from 'react';
import type { Collection } from '@shared/contracts/library';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { CollectionSelect } from './collection-select';
import type { FieldProblem } from './use-field-problem';

interface UrlFieldProps extends Pick<
  ComponentProps<typeof Input>,
  'autoFocus' | 'placeholder' | 'maxLength' | 'onPaste'
> {
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onChange(url: string): void;
}

interface CollectionFieldProps {
  collections: readonly Collection[];
  value: string;
  onChange(id: string): void;
}

/**
 * The "Video URL" field and the collection a video goes in, as the add and edit dialogs end
 * (docs/product/screens-and-routes.md), each marked while `problem` names it. Field ids start with
 * `ids`.
 */
export function VideoLinkFields({
  ids,
  problem,
  url: { input, value: urlValue, onChange: onUrlChange, ...urlProps },
  collection: { collections, value: collectionId, onChange: onCollectionChange },
}: {
  ids: string;
  problem: FieldProblem;
  url: UrlFieldProps;
  collection: CollectionFieldProps;
}) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-url`}>Video URL</Label>
        <Input
          ref={input}
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={urlValue}
          aria-invalid={problem.isInvalid('url') || undefined}
          onChange={(event) => {
            onUrlChange(event.target.value);
            problem.changed('url');
          }}
          {...urlProps}
        />
      </div>
      <CollectionSelect
        id={`${ids}-collection`}
        collections={collections}
        value={collectionId}
        onChange={(next) => {
          onCollectionChange(next);
          problem.changed('categoryId');
        }}
        invalid={problem.isInvalid('categoryId')}
      />
    </>
  );
}
