import { useId } from 'react';
import type { Collection } from '@shared/contracts/library';
import { Label } from '@client/components/ui/label';
import { Select, NamedOptions, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { ImportTarget } from './import-text';

interface ImportTargetChoiceProps {
  target: ImportTarget;
  onTargetChange(target: ImportTarget): void;
  collections: readonly Collection[];
  collectionId: string;
  onCollectionChange(id: string): void;
  disabled: boolean;
}

/** Where the links go: the file's collections (the default), or all into one of the user's. */
export function ImportTargetChoice({
  target,
  onTargetChange,
  collections,
  collectionId,
  onCollectionChange,
  disabled,
}: ImportTargetChoiceProps) {
  const id = useId();
  const option = (value: ImportTarget, label: string, hint?: string) => (
    <div className="grid gap-0.5">
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-target`}
          value={value}
          checked={target === value}
          disabled={disabled}
          aria-describedby={hint ? `${id}-${value}-hint` : undefined}
          className="size-4 accent-primary"
          onChange={() => onTargetChange(value)}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-${value}-hint`} className="pl-6 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Where the links go</legend>
      {option(
        'file',
        'Keep the file’s collections',
        'Collections are matched by name; links in no folder go to Unsorted.',
      )}
      {option('one', 'Put everything in one collection')}
      {target === 'one' && (
        <div className="grid max-w-xs gap-2 pl-6">
          <Label htmlFor={`${id}-collection`}>Collection</Label>
          <Select value={collectionId || undefined} onValueChange={onCollectionChange}>
            <SelectTrigger id={`${id}-collection`}>
              <SelectValue placeholder="Choose a collection" />
            </SelectTrigger>
            <NamedOptions items={collections} />
          </Select>
        </div>
      )}
    </fieldset>
  );
}
