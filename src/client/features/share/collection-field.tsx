import type { Collection } from '@shared/contracts/library';
import { Label } from '@client/components/ui/label';
import { Select, NamedOptions, SelectTrigger, SelectValue } from '@client/components/ui/select';

/** "Collection": where the link goes, a combobox named by its label. */
export function CollectionField({
  id,
  collections,
  value,
  onChange,
  disabled,
}: {
  id: string;
  collections: readonly Collection[];
  value: string;
  onChange(id: string): void;
  disabled: boolean;
}) {
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>Collection</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <NamedOptions items={collections} />
      </Select>
    </div>
  );
}
