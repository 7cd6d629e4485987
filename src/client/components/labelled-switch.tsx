import { useId } from 'react';
import { Label } from './ui/label';
import { Switch } from './ui/switch';

interface LabelledSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A settings row: a switch named by its label and described by the line under it. */
export function LabelledSwitch({
  label,
  description,
  checked,
  onCheckedChange,
}: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}
