import { useId } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { DATE_FORMATS, isDateFormat } from './settings';
import { useSettings } from './use-settings';

/**
 * Settings → Date Format (docs/product/screens-and-routes.md, limits.md): how every card shows its
 * date.
 */
export function DateFormatCard() {
  const [{ dateFormat }, updateSettings] = useSettings();
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Date Format</CardTitle>
        <CardDescription>How the date a video was saved shows on its card.</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-xs gap-2">
        <Label htmlFor={id}>Date format</Label>
        <Select
          value={dateFormat}
          onValueChange={(value) => {
            if (isDateFormat(value)) updateSettings({ dateFormat: value });
          }}
        >
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DATE_FORMATS.map((format) => (
              <SelectItem key={format} value={format}>
                {format}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
