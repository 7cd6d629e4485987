import type { ComponentProps, RefObject } from 'react';
import type { Collection } from '@shared/contracts/library';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { CollectionSelect } from './collection-select';
import type { FieldProblem } from './use-field-problem';

/** The "Video URL" field of the add and edit dialogs. */
export function VideoUrlField({
  id,
  input,
  value,
  onChange,
  problem,
  ...props
}: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onChange(url: string): void;
  problem: FieldProblem;
} & Pick<ComponentProps<typeof Input>, 'autoFocus' | 'placeholder' | 'maxLength' | 'onPaste'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Video URL</Label>
      <Input
        ref={input}
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={value}
        aria-invalid={problem.isInvalid('url') || undefined}
        onChange={(event) => {
          onChange(event.target.value);
          problem.changed('url');
        }}
        {...props}
      />
    </div>
  );
}

/** The collection a video goes in, with its problem mark. */
export function VideoCollectionField({
  id,
  collections,
  value,
  onChange,
  problem,
}: {
  id: string;
  collections: readonly Collection[];
  value: string;
  onChange(id: string): void;
  problem: FieldProblem;
}) {
  return (
    <CollectionSelect
      id={id}
      collections={collections}
      value={value}
      onChange={(next) => {
        onChange(next);
        problem.changed('categoryId');
      }}
      invalid={problem.isInvalid('categoryId')}
    />
  );
}
