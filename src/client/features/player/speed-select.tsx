import { useId } from 'react';
import { PLAYBACK_SPEEDS } from '@shared/constants';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';

/** The playback speed (docs/product/watching.md#speed), remembered for the person. */
export function SpeedSelect({ speed, onChange }: { speed: number; onChange(speed: number): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Speed</Label>
      <Select value={String(speed)} onValueChange={(value) => onChange(Number(value))}>
        <SelectTrigger id={id} className="h-8 w-24">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PLAYBACK_SPEEDS.map((step) => (
            <SelectItem key={step} value={String(step)}>
              {step === 1 ? 'Normal' : `${step}×`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
