import type { Category } from '@shared/contracts/library';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';

/** The dialogs' "Category" field: a label and the combobox it names. */
export function CategorySelect({
  id,
  categories,
  value,
  onChange,
  invalid,
}: {
  id: string;
  categories: readonly Category[];
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
        <SelectContent>
          {categories.map((category) => (
            <SelectItem key={category.id} value={category.id}>
              {category.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
