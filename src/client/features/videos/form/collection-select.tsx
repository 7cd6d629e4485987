import type { Collection } from '@shared/contracts/library';
import { Label } from '@client/components/ui/label';
import { Select, NamedOptions, SelectTrigger, SelectValue } from '@client/components/ui/select';

/** The dialogs' "Category" field: a label and the combobox it names. */
export function CollectionSelect({
  id,
  collections,
  value,
  onChange,
  invalid,
}: {
  id: string;
  collections: readonly Collection[];
  value: string;
  onChange(id: string): void;
  invalid?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Category</Label>
      {/* Radix shows the placeholder for an undefined value, never for "". */}
      <Select value={value === '' ? undefined : value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-invalid={invalid || undefined}>
          <SelectValue placeholder="Select a category" />
        </SelectTrigger>
        <NamedOptions items={collections} />
      </Select>
    </div>
  );
}
