import { useId } from 'react';
import type { WebhookEvent } from '@shared/contracts/webhooks';
import { WEBHOOK_EVENTS } from '@shared/webhooks';
import { EVENT_LABELS } from './webhook-texts';

interface EventChoicesProps {
  /** What the group is called (its legend). */
  legend: string;
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  disabled?: boolean;
  /** The id of a message about the choice (an error), read out with the group. */
  describedBy?: string | undefined;
}

/** The events a webhook is sent for: a checkbox each, in the order of WEBHOOK_EVENTS. */
export function EventChoices({
  legend,
  value,
  onChange,
  disabled,
  describedBy,
}: EventChoicesProps) {
  const id = useId();
  const toggle = (event: WebhookEvent, on: boolean) =>
    onChange(WEBHOOK_EVENTS.filter((e) => (e === event ? on : value.includes(e))));
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {WEBHOOK_EVENTS.map((event) => (
        <label
          key={event}
          htmlFor={`${id}-${event}`}
          className="flex w-fit items-center gap-2 text-sm"
        >
          <input
            id={`${id}-${event}`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={value.includes(event)}
            disabled={disabled}
            onChange={(change) => toggle(event, change.target.checked)}
          />
          {EVENT_LABELS[event]}
          <span className="text-muted-foreground">
            (<code className="font-mono text-xs">{event}</code>)
          </span>
        </label>
      ))}
    </fieldset>
  );
}
