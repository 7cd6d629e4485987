import type { Category } from '../../../../../shared/contracts/library';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';

/** Picks a collection (a combobox named by the <Label> whose htmlFor is `id`). */
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
    // Radix shows the placeholder for an undefined value, never for "".
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
  );
}
